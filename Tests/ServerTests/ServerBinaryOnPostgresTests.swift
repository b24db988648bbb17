import Foundation
import StorageTesting
import TestSupport
import Testing

/// The real `watchlist-server` binary on a real PostgreSQL: `--postgres` and `DATABASE_URL`
/// keep the data across restarts, the log never shows the password, and a database that
/// cannot be reached or refuses the credentials stops the start with a way out.
@Suite(.temporaryPostgres) struct ServerBinaryOnPostgresTests {

    @Test func theDataOutlivesARestartAndTheLogNeverShowsThePassword() async throws {
        let postgres = try TemporaryPostgres.forThisTest()
        let url = try postgres.url(database: postgres.createDatabase())
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let started = try await RunningServer.start(directory: directory, storage: ["--postgres", url])
        let first = try #require(started.server, "the server did not start: \(started.standardError)")
        let signup = try await first.request("/v1/signup", method: "POST", json: #"{"name": "ada", "password": "correct horse"}"#)
        let token = try #require(signup.body.firstMatch(of: /"token":"([A-Za-z0-9_-]+)"/)?.output.1)
        #expect(try await first.request("/v1/list", method: "POST", json: #"{"id": "offline:1"}"#, token: String(token)).status == 201)
        #expect(await first.stop() == 0)
        #expect(first.standardError.contains("storage=postgres://watchlist@127.0.0.1:\(postgres.port)/"), "\(first.standardError)")

        // Again, from DATABASE_URL this time: the token and the list are in PostgreSQL, not the process.
        let restarted = try await RunningServer.start(directory: directory, storage: [], environment: ["DATABASE_URL": url])
        let second = try #require(restarted.server, "the server did not restart: \(restarted.standardError)")
        let list = try await second.request("/v1/list", token: String(token))
        #expect(list.status == 200 && list.body.contains("The Godfather"), "\(list)")
        #expect(await second.stop() == 0)
        for log in [first.standardError, second.standardError] {
            #expect(!log.contains(postgres.password) && !log.contains(token), "a secret is in the log:\n\(log)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: ".local/share/watchlist/server.sqlite").path))
    }

    @Test func aRefusedPasswordStopsTheStartWithAWayOutAndWithoutThePassword() async throws {
        let postgres = try TemporaryPostgres.forThisTest()
        let url = try postgres.url(database: postgres.createDatabase(), password: "not-the-password")
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let attempt = try await RunningServer.start(directory: directory, storage: ["--postgres", url])
        #expect(attempt.server == nil && attempt.exitStatus == 1)
        #expect(attempt.standardError.contains("refused the user name or password"), "\(attempt.standardError)")
        #expect(attempt.standardError.contains("Give another URL with --postgres URL or DATABASE_URL"), "\(attempt.standardError)")
        #expect(!attempt.standardError.contains("not-the-password"))
    }

    @Test func anUnreachablePostgresStopsTheStartWithAWayOut() async throws {
        let postgres = try TemporaryPostgres.forThisTest()
        let port = postgres.port == 65535 ? 65534 : postgres.port + 1
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let attempt = try await RunningServer.start(
            directory: directory, storage: ["--postgres", "postgres://watchlist:secret@127.0.0.1:\(port)/watchlist?sslmode=disable"]
        )
        #expect(attempt.server == nil && attempt.exitStatus == 1)
        #expect(attempt.standardError.contains("cannot reach PostgreSQL at postgres://watchlist@127.0.0.1:\(port)/watchlist"), "\(attempt.standardError)")
        #expect(attempt.standardError.contains("Connection refused") && !attempt.standardError.contains("secret"), "\(attempt.standardError)")
    }

    @Test func aMalformedURLOrTwoStoragesAreRefusedBeforeAnythingStarts() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let malformed = try await RunningServer.start(directory: directory, storage: ["--postgres", "mysql://ada@127.0.0.1/lists"])
        #expect(malformed.server == nil && malformed.exitStatus == 1)
        #expect(malformed.standardError.contains("the PostgreSQL URL is not valid"), "\(malformed.standardError)")
        let both = try await RunningServer.start(directory: directory, arguments: ["--postgres", "postgres://ada@127.0.0.1/lists"])
        #expect(both.server == nil && both.exitStatus == 64)
        #expect(both.standardError.contains("--database and --postgres both choose where the data is kept"), "\(both.standardError)")
    }
}
