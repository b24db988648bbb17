import DevComposition
import Foundation
import Injection
import PlaybackInterface
import Testing
@testable import PlaybackDevApp

/// playback-dev's root: the feature's own service, for the fixture profile, in memory for one
/// run, or in the file `--database` names.
@Suite struct PlaybackDevAppRootTests {
    private func service(_ arguments: [String]) async throws -> any PlaybackService {
        try await DevAppRoot<PlaybackDev>(wiring: try DevWiring.parse(arguments), environment: [:]).makeContainer().resolve((any PlaybackService).self)
    }

    @Test func itemsAreKeptInMemoryForOneRun() async throws {
        let service = try await service([])
        _ = try await service.add("first item")
        #expect(try await service.items().map(\.text) == ["first item"])
        #expect(try await self.service([]).items().isEmpty, "another run starts empty")
    }

    @Test func aDatabaseFileKeepsTheItems() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "playback-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await service(["--database", file.path]).add("kept")
        #expect(try await service(["--database", file.path]).items().map(\.text) == ["kept"])
    }
}
