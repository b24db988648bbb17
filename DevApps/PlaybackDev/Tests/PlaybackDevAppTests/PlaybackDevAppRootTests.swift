import DevComposition
import Foundation
import Injection
import PlaybackInterface
import Testing
@testable import PlaybackDevApp

/// playback-dev's root: the feature's own service, for the fixture profile, in memory for one
/// run, or in the file `--database` names.
@Suite struct PlaybackDevAppRootTests {
    private func service(_ arguments: [String]) async throws -> any AppsService {
        try await DevAppRoot<PlaybackDev>(wiring: try DevWiring.parse(arguments), environment: [:]).makeContainer().resolve((any AppsService).self)
    }

    @Test func appsAreKeptInMemoryForOneRun() async throws {
        let service = try await service([])
        let made = try await service.add(name: "Kodi", scopes: [.scrobble])
        #expect(made.token.count > 40)
        #expect(try await service.apps().map(\.name) == ["Kodi"])
        #expect(try await self.service([]).apps().isEmpty, "another run starts empty")
    }

    @Test func aDatabaseFileKeepsTheApps() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "playback-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await service(["--database", file.path]).add(name: "kept", scopes: [.read])
        #expect(try await service(["--database", file.path]).apps().map(\.name) == ["kept"])
    }

    @Test func twoTokensDiffer() {
        #expect(DevSecrets().newToken() != DevSecrets().newToken())
    }
}
