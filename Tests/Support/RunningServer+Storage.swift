import Foundation
import StorageTesting

extension RunningServer {
    /// The server's storage options for `storage`, as a parameterized test names it: a new
    /// database on the suite's PostgreSQL (`.temporaryPostgres`) for "PostgreSQL", or `nil`,
    /// an SQLite file in the test's directory, for anything else.
    public static func storageOptions(_ storage: String) throws -> [String]? {
        guard storage == "PostgreSQL" else { return nil }
        let postgres = try TemporaryPostgres.forThisTest()
        return ["--postgres", try postgres.url(database: postgres.createDatabase())]
    }
}

/// A server that did not start, with what it wrote.
public struct ServerDidNotStart: Error, CustomStringConvertible {
    /// Its exit status, when it ended.
    public let exitStatus: Int32?
    /// What it wrote to standard error.
    public let standardError: String

    public var description: String {
        "the server did not start (exit status \(exitStatus.map(String.init) ?? "none")): \(standardError)"
    }
}

extension RunningServer {
    /// The server started in `directory` on `storage` (see ``storageOptions(_:)``; an SQLite
    /// file in `directory` unless it says "PostgreSQL"); stop it with ``terminate()`` or ``stop()``.
    /// - Throws: ``ServerDidNotStart`` with what it wrote, when it did not listen.
    public static func started(in directory: URL, storage: String = "SQLite") async throws -> RunningServer {
        let started = try await start(directory: directory, storage: try storageOptions(storage))
        guard let server = started.server else { throw ServerDidNotStart(exitStatus: started.exitStatus, standardError: started.standardError) }
        return server
    }
}
