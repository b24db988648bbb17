import Foundation
import Logging
import PostgresStorage
import Storage
import Testing
@testable import ServerApp

@Suite struct ServerAppRootTests {
    private func root(database: String?, postgres: String? = nil, environment: [String: String] = [:]) throws -> ServerRoot {
        let configuration = try ServerConfiguration(
            host: "127.0.0.1", port: 0, database: database, postgres: postgres, environment: environment,
            homeDirectory: URL(fileURLWithPath: "/home/ada")
        )
        return ServerRoot(configuration: configuration, logger: Logger(label: "test"))
    }

    @Test func theDatabaseIsTheOptionThenTheVariableThenTheXDGDataDirectory() throws {
        #expect(try root(database: "/srv/w.sqlite", environment: ["WATCHLIST_SERVER_DB": "/x.sqlite"]).configuration.storage == .sqlite(.file(URL(fileURLWithPath: "/srv/w.sqlite"))))
        #expect(try root(database: nil, environment: ["WATCHLIST_SERVER_DB": "/x.sqlite"]).configuration.storage == .sqlite(.file(URL(fileURLWithPath: "/x.sqlite"))))
        #expect(try root(database: nil, environment: ["XDG_DATA_HOME": "/data"]).configuration.storage == .sqlite(.file(URL(fileURLWithPath: "/data/watchlist/server.sqlite"))))
        #expect(try root(database: nil).configuration.storage == .sqlite(.file(URL(fileURLWithPath: "/home/ada/.local/share/watchlist/server.sqlite"))))
    }

    @Test func postgresIsTheOptionThenDatabaseURLButAnSQLiteOptionWins() throws {
        let option = try PostgresLocation(url: "postgres://ada:secret@db.example:5433/lists")
        let variable = try PostgresLocation(url: "postgres://grace@127.0.0.1/watchlist")
        let environment = ["DATABASE_URL": "postgres://grace@127.0.0.1/watchlist", "WATCHLIST_SERVER_DB": "/x.sqlite"]
        #expect(try root(database: nil, postgres: "postgres://ada:secret@db.example:5433/lists", environment: environment).configuration.storage == .postgres(option))
        #expect(try root(database: nil, environment: environment).configuration.storage == .postgres(variable))
        #expect(try root(database: "/srv/w.sqlite", environment: environment).configuration.storage == .sqlite(.file(URL(fileURLWithPath: "/srv/w.sqlite"))))
        #expect(try root(database: nil, environment: ["DATABASE_URL": ""]).configuration.storage == .sqlite(.file(URL(fileURLWithPath: "/home/ada/.local/share/watchlist/server.sqlite"))))
        #expect(try root(database: nil, postgres: "postgres://ada:secret@db.example/lists").configuration.storage.description.contains("secret") == false)
        #expect(throws: PostgresStartError.self) { try root(database: nil, postgres: "mysql://ada@db.example/lists") }
    }

    @Test func aDatabaseThatCannotBeOpenedStopsTheStart() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notADatabase = directory.appending(path: "notes.txt")
        try Data(repeating: 0x41, count: 4096).write(to: notADatabase)
        let root = try root(database: notADatabase.path)
        await #expect(throws: StorageError.self) { _ = try await root.buildApplication() }
    }
}
