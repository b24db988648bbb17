import AuthInterface
import AuthTesting
import Testing
@testable import Auth

@Suite struct CredentialAuthServiceTests {
    let store = InMemoryProfileStore()
    var service: CredentialAuthService { CredentialAuthService(profiles: store, hasher: InsecureTestHasher(), session: store) }

    @Test func signUpCreatesAProfileAndSignsItIn() async throws {
        let profile = try await service.signUp(name: "Ada", password: "analytical")
        #expect(profile.name == "ada")
        #expect(try await service.currentProfile() == profile)
    }

    @Test func logInChecksThePassword() async throws {
        let profile = try await service.signUp(name: "ada", password: "analytical")
        try await service.logOut()
        await #expect(throws: AuthError.invalidCredentials) { try await service.logIn(name: "ada", password: "wrong password") }
        #expect(try await service.currentProfile() == nil)
        #expect(try await service.logIn(name: "ADA", password: "analytical") == profile)
        #expect(try await service.currentProfile() == profile)
    }

    @Test func anUnknownProfileGetsTheSameErrorAsAWrongPassword() async throws {
        _ = try await service.signUp(name: "ada", password: "analytical")
        await #expect(throws: AuthError.invalidCredentials) { try await service.logIn(name: "grace", password: "analytical") }
        await #expect(throws: AuthError.invalidCredentials) { try await service.logIn(name: "not a valid name!", password: "x") }
    }

    @Test func signUpRejectsDuplicatesAndWeakPasswords() async throws {
        _ = try await service.signUp(name: "ada", password: "analytical")
        await #expect(throws: AuthError.nameTaken("ada")) { try await service.signUp(name: "Ada", password: "another one") }
        await #expect(throws: AuthError.emptyPassword) { try await service.signUp(name: "bob", password: "") }
        await #expect(throws: AuthError.passwordTooShort(minimum: 8)) { try await service.signUp(name: "bob", password: "1234567") }
        await #expect(throws: AuthError.invalidName("bad name")) { try await service.signUp(name: "bad name", password: "long enough") }
        await #expect(throws: AuthError.invalidName("")) { try await service.signUp(name: "", password: "long enough") }
    }

    /// The length rule counts Unicode scalars, as JSON Schema's `minLength` in the API document
    /// does: four accented letters written as letter and combining accent are eight.
    @Test func aPasswordsLengthIsCountedInUnicodeScalars() async throws {
        let decomposed = String(repeating: "e\u{301}", count: 4)
        #expect(decomposed.count == 4 && decomposed.unicodeScalars.count == 8)
        _ = try await service.signUp(name: "eve", password: decomposed)
        await #expect(throws: AuthError.passwordTooShort(minimum: 8)) {
            try await service.signUp(name: "zoe", password: String(repeating: "e\u{301}", count: 3) + "x")
        }
    }

    @Test func logOutEndsTheSessionAndSaysWhoWasSignedIn() async throws {
        let profile = try await service.signUp(name: "ada", password: "analytical")
        #expect(try await service.logOut() == profile)
        #expect(try await service.logOut() == nil)
        #expect(try await service.currentProfile() == nil)
    }
}
