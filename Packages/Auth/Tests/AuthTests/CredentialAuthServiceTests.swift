import AuthInterface
import AuthTesting
import Testing
@testable import Auth

@Suite struct CredentialAuthServiceTests {
    let store = InMemoryProfileStore()
    var service: CredentialAuthService { CredentialAuthService(profiles: store, hasher: InsecureTestHasher(), session: store) }

    @Test func signUpCreatesAProfileAndSignsItIn() throws {
        let profile = try service.signUp(name: "Ada", password: "analytical")
        #expect(profile.name == "ada")
        #expect(try service.currentProfile() == profile)
    }

    @Test func logInChecksThePassword() throws {
        let profile = try service.signUp(name: "ada", password: "analytical")
        try service.logOut()
        #expect(throws: AuthError.invalidCredentials) { try service.logIn(name: "ada", password: "wrong password") }
        #expect(try service.currentProfile() == nil)
        #expect(try service.logIn(name: "ADA", password: "analytical") == profile)
        #expect(try service.currentProfile() == profile)
    }

    @Test func anUnknownProfileGetsTheSameErrorAsAWrongPassword() throws {
        _ = try service.signUp(name: "ada", password: "analytical")
        #expect(throws: AuthError.invalidCredentials) { try service.logIn(name: "grace", password: "analytical") }
        #expect(throws: AuthError.invalidCredentials) { try service.logIn(name: "not a valid name!", password: "x") }
    }

    @Test func signUpRejectsDuplicatesAndWeakPasswords() throws {
        _ = try service.signUp(name: "ada", password: "analytical")
        #expect(throws: AuthError.nameTaken("ada")) { try service.signUp(name: "Ada", password: "another one") }
        #expect(throws: AuthError.emptyPassword) { try service.signUp(name: "bob", password: "") }
        #expect(throws: AuthError.passwordTooShort(minimum: 8)) { try service.signUp(name: "bob", password: "1234567") }
        #expect(throws: AuthError.invalidName("bad name")) { try service.signUp(name: "bad name", password: "long enough") }
        #expect(throws: AuthError.invalidName("")) { try service.signUp(name: "", password: "long enough") }
    }

    @Test func logOutEndsTheSessionAndSaysWhoWasSignedIn() throws {
        let profile = try service.signUp(name: "ada", password: "analytical")
        #expect(try service.logOut() == profile)
        #expect(try service.logOut() == nil)
        #expect(try service.currentProfile() == nil)
    }
}
