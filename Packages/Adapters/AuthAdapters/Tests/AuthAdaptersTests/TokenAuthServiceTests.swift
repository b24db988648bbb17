import AuthCrypto
import AuthInterface
import AuthPorts
import AuthSQLite
import AuthTesting
import Foundation
import Storage
import Synchronization
import Testing
@testable import Auth

/// Tokens for the server: issued at sign-up and log-in, kept as hashes in a real SQLite
/// database, refused once revoked or expired.
@Suite struct TokenAuthServiceTests {
    final class Clock: Sendable {
        private let current = Mutex(Date(timeIntervalSince1970: 1_763_856_000))
        func now() -> Date { current.withLock { $0 } }
        func advance(_ seconds: Double) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    private let database = DatabaseProvider(location: .inMemory, migrations: SQLiteProfileRepository.migrations + SQLiteAccessTokenStore.migrations)
    private let clock = Clock()

    private func service() -> TokenAuthService {
        let clock = clock
        return TokenAuthService(
            profiles: SQLiteProfileRepository(database: database), hasher: InsecureTestHasher(),
            tokens: SQLiteAccessTokenStore(database: database), minting: SHA256TokenMinting(),
            lifetime: .seconds(60), now: { clock.now() }
        )
    }

    @Test func signUpAndLogInIssueTokensThatSignInUntilRevoked() async throws {
        let service = service()
        let first = try await service.signUp(name: "Ada", password: "correct horse")
        #expect(first.profile.name == "ada" && first.expiresAt == clock.now().addingTimeInterval(60))
        let second = try await service.logIn(name: "ada", password: "correct horse")
        #expect(first.token != second.token)
        #expect(try await service.issuedToken(first.token) == first)
        try await service.logOut(token: first.token)
        #expect(try await service.issuedToken(first.token) == nil)
        #expect(try await service.issuedToken(second.token)?.profile == first.profile)
        try await service.logOut(token: "never issued")
    }

    @Test func aTokenStopsWorkingWhenItExpires() async throws {
        let service = service()
        let issued = try await service.signUp(name: "ada", password: "correct horse")
        clock.advance(59)
        #expect(try await service.issuedToken(issued.token) != nil)
        clock.advance(1)
        #expect(try await service.issuedToken(issued.token) == nil)
    }

    @Test func wrongPasswordsAndUnknownNamesGetNoToken() async throws {
        let service = service()
        _ = try await service.signUp(name: "ada", password: "correct horse")
        await #expect(throws: AuthError.invalidCredentials) { try await service.logIn(name: "ada", password: "wrong horse") }
        await #expect(throws: AuthError.invalidCredentials) { try await service.logIn(name: "grace", password: "correct horse") }
        await #expect(throws: AuthError.nameTaken("ada")) { try await service.signUp(name: "ada", password: "another horse") }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM accessToken") } == 1)
    }

    @Test func tokensAre256RandomBitsKeptOnlyAsTheirSHA256() async throws {
        let minting = SHA256TokenMinting()
        let tokens = (0..<200).map { _ in minting.newToken() }
        #expect(Set(tokens).count == tokens.count)
        #expect(tokens.allSatisfy { $0.count == 43 && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } })
        let issued = try await service().signUp(name: "ada", password: "correct horse")
        let stored = try database.read { db in try Data.fetchOne(db, sql: "SELECT hash FROM accessToken") }
        #expect(stored == minting.hash(issued.token) && stored?.count == 32)
    }
}
