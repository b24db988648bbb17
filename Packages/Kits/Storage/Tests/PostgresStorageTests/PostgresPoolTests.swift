import Logging
import PostgresNIO
import PostgresStorage
import StorageTesting
import Testing

/// Opening a real PostgreSQL, started by the suite: the start-up errors a person meets, and
/// the migrations.
@Suite(.temporaryPostgres) struct PostgresPoolTests {
    private let logger = Logger(label: "test")
    private let schema = [PostgresMigration("test.v1", ["CREATE TABLE note (id int PRIMARY KEY, text text NOT NULL)"])]

    @Test func migrationsRunOnceAndTheirTablesAreThere() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        try await PostgresPool.withOpen(location, migrations: schema, logger: logger) { first in
            try await first.client.query("INSERT INTO note VALUES (1, 'kept')")
        }
        let texts = try await PostgresPool.withOpen(location, migrations: schema, logger: logger) { second in
            try await second.client.query("SELECT text FROM note").decode(String.self).reduce(into: [String]()) { $0.append($1) }
        }
        #expect(texts == ["kept"], "the second open must not run test.v1 again")
    }

    @Test func aURLWithoutSSLModePrefersTLSAndFallsBackToAServerWithout() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let url = try #require(server.url(database: server.createDatabase()).split(separator: "?").first.map(String.init))
        let location = try PostgresLocation(url: url)
        #expect(location.tls == .prefer)
        try await PostgresPool.withOpen(location, migrations: schema, logger: logger) { pool in
            try await pool.client.query("INSERT INTO note VALUES (1, 'over a plain connection')")
            let count = try await pool.client.query("SELECT count(*) FROM note").decode(Int.self).reduce(0, +)
            #expect(count == 1)
        }
    }

    @Test func aDatabaseChangedByANewerVersionIsRefusedUntouched() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        let newer = schema + [PostgresMigration("test.v2", ["ALTER TABLE note ADD COLUMN day date"])]
        _ = try await PostgresPool.open(location, migrations: newer, logger: logger)
        await #expect(throws: PostgresStartError.writtenByNewerVersion(unknownMigrations: ["test.v2"])) {
            try await PostgresPool.open(location, migrations: schema, logger: logger)
        }
    }

    @Test func aFailingMigrationIsRolledBackAndNamed() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        let broken = schema + [PostgresMigration("test.v2", ["CREATE TABLE later (id int)", "SELECT * FROM missing"])]
        await #expect {
            try await PostgresPool.open(location, migrations: broken, logger: logger)
        } throws: { error in
            guard case .migrationFailed(let name, let reason) = error as? PostgresStartError else { return false }
            return name == "test.v2" && reason.contains("missing")
        }
        let tables = try await PostgresPool.withOpen(location, migrations: schema, logger: logger) { database in
            try await database.client.query("SELECT count(*) FROM pg_tables WHERE tablename = 'later'").decode(Int.self).reduce(0, +)
        }
        #expect(tables == 0, "test.v2's first statement must have been rolled back")
    }

    @Test func aWrongPasswordSaysTheCredentialsWereRefusedWithoutShowingThem() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase(), password: "wrong-secret"))
        await #expect {
            try await PostgresPool.open(location, migrations: schema, logger: logger)
        } throws: { error in
            guard case .authenticationFailed = error as? PostgresStartError else { return false }
            return !"\(error)".contains("wrong-secret")
        }
    }

    @Test func aMissingDatabaseIsNamedAsSuch() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: "nothing_here"))
        await #expect {
            try await PostgresPool.open(location, migrations: schema, logger: logger)
        } throws: { error in
            guard case .noSuchDatabase = error as? PostgresStartError else { return false }
            return true
        }
    }

    /// The pool connects only while it runs, as the server's services run it, and a pool that
    /// has stopped running answers no more queries.
    @Test func thePoolServesQueriesWhileItRunsAndStopsWhenCancelled() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        let pool = try await PostgresPool.open(location, migrations: schema, logger: logger)
        let running = Task { await pool.run() }
        try await pool.client.query("INSERT INTO note VALUES (1, 'while running')")
        running.cancel()
        await running.value
        await #expect(throws: (any Error).self) { try await pool.client.query("SELECT 1") }
    }

    @Test func aPortWhereNothingListensIsUnreachableWithinTheTimeout() async throws {
        let server = try TemporaryPostgres.forThisTest()
        var location = try PostgresLocation(url: server.url(database: "any"))
        location.port = server.port == 65535 ? 65534 : server.port + 1
        let started = ContinuousClock.now
        await #expect {
            try await PostgresPool.open(location, migrations: schema, logger: logger, connectTimeout: .seconds(3))
        } throws: { error in
            guard case .unreachable(_, let reason) = error as? PostgresStartError else { return false }
            return reason == "Connection refused" && "\(error)".contains("cannot reach PostgreSQL at") && "\(error)".contains("Check that the server runs")
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
