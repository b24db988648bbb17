import AuthInterface
import Foundation
import Storage
import Testing
@testable import Auth
import AuthCrypto
@testable import AuthSQLite

@Suite struct SQLiteProfileRepositoryTests {
    @Test func profilesAndTheSessionSurviveReopening() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "auth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "auth.sqlite")
        func service() -> CredentialAuthService {
            let repository = SQLiteProfileRepository(database: DatabaseProvider(location: .file(file), migrations: SQLiteProfileRepository.migrations))
            return CredentialAuthService(profiles: repository, hasher: PBKDF2PasswordHasher(iterations: 1_000), session: repository)
        }
        let ada = try await service().signUp(name: "ada", password: "analytical engine")
        #expect(try await service().currentProfile() == ada)
        await #expect(throws: AuthError.nameTaken("ada")) { try await service().signUp(name: "ada", password: "analytical engine") }

        let grace = try await service().signUp(name: "grace", password: "compiler pioneer")
        #expect(try await service().currentProfile() == grace)
        #expect(try await service().logIn(name: "ada", password: "analytical engine") == ada)
        try await service().logOut()
        #expect(try await service().currentProfile() == nil)

        let bytes = try Data(contentsOf: file) + ((try? Data(contentsOf: directory.appending(path: "auth.sqlite-wal"))) ?? Data())
        #expect(bytes.range(of: Data("analytical engine".utf8)) == nil)
    }
}
