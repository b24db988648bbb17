import DevComposition
import Foundation
import Injection
import ListsInterface
import Testing
@testable import ListsDevApp

/// lists-dev's root: the feature's own service, for the fixture profile, its lists in memory for one
/// run, or in the file `--database` names.
@Suite struct ListsDevAppRootTests {
    private func service(_ arguments: [String]) async throws -> any ListsService {
        try await DevAppRoot<ListsDev>(wiring: try DevWiring.parse(arguments), environment: [:]).makeContainer().resolve((any ListsService).self)
    }

    @Test func listsAreKeptInMemoryForOneRun() async throws {
        let service = try await service([])
        _ = try await service.create("Date night", description: "")
        #expect(try await service.lists().map(\.name) == ["Date night"])
        #expect(try await self.service([]).lists().isEmpty, "another run starts empty")
    }

    @Test func aDatabaseFileKeepsTheLists() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "lists-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await service(["--database", file.path]).create("Kept", description: "")
        _ = try await service(["--database", file.path]).add("tt0068646", to: "kept", note: "", at: nil)
        #expect(try await service(["--database", file.path]).items(in: "Kept").map(\.titleID) == ["tt0068646"])
    }
}
