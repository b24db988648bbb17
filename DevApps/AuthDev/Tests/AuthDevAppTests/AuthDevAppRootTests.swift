import AuthInterface
import DevComposition
import Foundation
import Injection
import Testing
@testable import AuthDevApp

/// auth-dev's root: the feature's own service, profiles and the session in memory for one run
/// or in the file --database names, and who is signed in is the feature's own answer.
@Suite struct AuthDevAppRootTests {
    private func container(_ arguments: [String]) async throws -> Container {
        try await DevAppRoot<AuthDev>(wiring: try DevWiring.parse(arguments), environment: [:]).makeContainer()
    }

    @Test func aRunInMemoryKeepsItsProfileForThatRunOnly() async throws {
        let run = try await container([])
        _ = try await run.resolve((any AuthService).self).signUp(name: "ada", password: "analytical")
        #expect(try await run.resolve((any CurrentProfileProviding).self).currentProfile()?.name == "ada")
        #expect(try await container([]).resolve((any CurrentProfileProviding).self).currentProfile() == nil)
    }

    @Test func theDatabaseFileKeepsProfilesAndTheSession() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "auth-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await container(["--database", file.path]).resolve((any AuthService).self).signUp(name: "ada", password: "analytical")
        #expect(try await container(["--database", file.path]).resolve((any AuthService).self).currentProfile()?.name == "ada")
    }
}
