import AuthInterface
import AuthTesting
import Testing
@testable import Auth
@testable import AuthCrypto

/// A refused log-in must cost the same whatever the reason, or its timing tells which profile
/// names exist. The hasher's work is counted by a spy, not timed: the calls, and for PBKDF2
/// the iteration count each password was verified with.
@Suite struct LogInWorkTests {
    /// Why a log-in is refused.
    enum Refusal: CaseIterable, CustomTestStringConvertible {
        case wrongPassword, unknownName, invalidName

        var name: String {
            switch self {
            case .wrongPassword: "ada"
            case .unknownName: "grace"
            case .invalidName: "not a valid name!"
            }
        }

        var testDescription: String { "\(self) (\"\(name)\")" }
    }

    /// The work one refused log-in asks of the hasher, with ada signed up by the same hasher.
    struct Cost: Equatable {
        let hashes: Int
        let verifiedWithIterations: [Int?]
    }

    func cost(of refusal: Refusal, hasher: PBKDF2PasswordHasher) async throws -> Cost {
        let store = InMemoryProfileStore()
        let spy = CountingHasher(hasher)
        let service = CredentialAuthService(profiles: store, hasher: spy, session: store)
        _ = try await service.signUp(name: "ada", password: "analytical")
        try await service.logOut()
        _ = spy.takeWork()
        await #expect(throws: AuthError.invalidCredentials) { try await service.logIn(name: refusal.name, password: "wrong password") }
        let work = spy.takeWork()
        return Cost(hashes: work.hashes, verifiedWithIterations: work.verifiedAgainst.map { PBKDF2PasswordHasher.decode($0)?.iterations })
    }

    @Test func aWrongPasswordCostsOneVerificationAtTheHashersIterations() async throws {
        let cost = try await cost(of: .wrongPassword, hasher: PBKDF2PasswordHasher(iterations: 1_000))
        #expect(cost == Cost(hashes: 0, verifiedWithIterations: [1_000]))
    }

    @Test(arguments: [Refusal.unknownName, .invalidName])
    func costsExactlyWhatAWrongPasswordCosts(_ refusal: Refusal) async throws {
        let hasher = PBKDF2PasswordHasher(iterations: 1_000)
        let refused = try await cost(of: refusal, hasher: hasher)
        let wrongPassword = try await cost(of: .wrongPassword, hasher: hasher)
        #expect(refused == wrongPassword)
    }

    @Test(arguments: [Refusal.unknownName, .invalidName])
    func aPasswordMatchingTheDecoyOpensNothing(_ refusal: Refusal) async throws {
        let store = InMemoryProfileStore()
        let hasher = InsecureTestHasher()
        #expect(hasher.verify("decoy", against: hasher.decoyHash))
        let service = CredentialAuthService(profiles: store, hasher: hasher, session: store)
        await #expect(throws: AuthError.invalidCredentials) { try await service.logIn(name: refusal.name, password: "decoy") }
        #expect(try await service.currentProfile() == nil)
    }
}
