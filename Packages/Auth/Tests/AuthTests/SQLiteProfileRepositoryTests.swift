import AuthInterface
import Foundation
import Storage
import Testing
@testable import Auth
@testable import AuthLive

@Suite struct SQLiteProfileRepositoryTests {
    @Test func profilesAndTheSessionSurviveReopening() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "auth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "auth.sqlite")
        func service() -> CredentialAuthService {
            let repository = SQLiteProfileRepository(database: DatabaseProvider(location: .file(file), migrations: SQLiteProfileRepository.migrations))
            return CredentialAuthService(profiles: repository, hasher: PBKDF2PasswordHasher(iterations: 1_000), session: repository)
        }
        let ada = try service().signUp(name: "ada", password: "analytical engine")
        #expect(try service().currentProfile() == ada)
        #expect(throws: AuthError.nameTaken("ada")) { try service().signUp(name: "ada", password: "analytical engine") }

        let grace = try service().signUp(name: "grace", password: "compiler pioneer")
        #expect(try service().currentProfile() == grace)
        #expect(try service().logIn(name: "ada", password: "analytical engine") == ada)
        try service().logOut()
        #expect(try service().currentProfile() == nil)

        let bytes = try Data(contentsOf: file) + ((try? Data(contentsOf: directory.appending(path: "auth.sqlite-wal"))) ?? Data())
        #expect(bytes.range(of: Data("analytical engine".utf8)) == nil)
    }
}
