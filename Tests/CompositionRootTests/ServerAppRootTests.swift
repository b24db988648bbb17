import Composition
import Foundation
import Logging
import Storage
import Testing
@testable import ServerApp

@Suite struct ServerAppRootTests {
    private func root(database: String?, environment: [String: String] = [:]) -> CompositionRoot {
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, database: database, environment: environment, homeDirectory: URL(fileURLWithPath: "/home/ada")
        )
        return CompositionRoot(configuration: configuration, logger: Logger(label: "test"))
    }

    @Test func everyCommandsDependenciesAreRegistered() throws {
        let container = root(database: nil).makeContainer()
        let problems = CommandTree.unresolvedDependencies(from: ServerRootCommand.self, in: container, rootName: "watchlist-server")
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theDatabaseIsTheOptionThenTheVariableThenTheXDGDataDirectory() {
        #expect(root(database: "/srv/w.sqlite", environment: ["WATCHLIST_SERVER_DB": "/x.sqlite"]).configuration.databaseLocation == .file(URL(fileURLWithPath: "/srv/w.sqlite")))
        #expect(root(database: nil, environment: ["WATCHLIST_SERVER_DB": "/x.sqlite"]).configuration.databaseLocation == .file(URL(fileURLWithPath: "/x.sqlite")))
        #expect(root(database: nil, environment: ["XDG_DATA_HOME": "/data"]).configuration.databaseLocation == .file(URL(fileURLWithPath: "/data/watchlist/server.sqlite")))
        #expect(root(database: nil).configuration.databaseLocation == .file(URL(fileURLWithPath: "/home/ada/.local/share/watchlist/server.sqlite")))
    }

    @Test func aDatabaseThatCannotBeOpenedStopsTheStart() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notADatabase = directory.appending(path: "notes.txt")
        try Data(repeating: 0x41, count: 4096).write(to: notADatabase)
        #expect(throws: StorageError.self) { _ = try root(database: notADatabase.path).application() }
    }
}
