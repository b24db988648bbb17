import Foundation
import StorageTesting
import Testing

/// Where two servers keep one storage, in the tests that run two at once: one SQLite file, or
/// one database of the suite's PostgreSQL (`@Suite(.temporaryPostgres)`).
public enum SharedStorage: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite = "SQLite", postgres = "PostgreSQL"

    public var testDescription: String { rawValue }

    /// Two servers on one storage of this kind, each with its own directory.
    public func twoServers() throws -> (ServerFixture, ServerFixture) {
        switch self {
        case .sqlite:
            let first = try ServerFixture()
            return (first, try ServerFixture(sqliteFile: first.directory.appending(path: "server.sqlite")))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let url = try server.url(database: server.createDatabase())
            return (try ServerFixture(postgres: url), try ServerFixture(postgres: url))
        }
    }
}
