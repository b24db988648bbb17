import Foundation
import TestSupport
import Testing

/// The real `watchlist-server` and the real `watchlist` as its client: one schema for both,
/// and a server that stops in the middle of a session. Each feature's own journeys through both
/// binaries are in its `EndToEndTests`.
@Suite struct ServerAndCLIEndToEndTests {
    /// The server and the CLI know one schema: a file the server migrated (its access tokens
    /// included) is the CLI's own database, and the other way round, never "written by a newer
    /// version".
    @Test func theServerAndTheCLIOpenEachOthersSQLiteFile() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ada = try CLIUser("ada", in: directory)
        let file = ada.directory.appending(path: "watchlist.sqlite").path

        let started = try await RunningServer.start(directory: directory, storage: ["--database", file])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        _ = await server.stop()
        let signedUp = try await ada.run(["signup", "ada", "--password-stdin"], input: ada.password + "\n")
        #expect(signedUp.status == 0, "\(signedUp.error)")
        let added = try await ada.run(["add", "offline:1"])
        #expect(added.status == 0, "\(added.error)")
        #expect(try await ada.run(["list", "--json"]).output.contains(#""title" : "The Godfather""#))

        let again = try await RunningServer.start(directory: directory, storage: ["--database", file])
        let restarted = try #require(again.server, "the server refused the CLI's file: \(again.standardError)")
        _ = await restarted.stop()
    }

    @Test func aServerThatStopsMidSessionIsReportedWithinTheBound() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        let url = "http://127.0.0.1:\(server.port)"
        let ada = try CLIUser("ada", in: directory)
        try await ada.signUp(on: url, as: "ada")
        #expect(try await ada.run(["add", "offline:1"]).status == 0)
        #expect(await server.stop() == 0)

        let began = Date()
        let unreachable = try await ada.run(["list", "--timeout", "2"])
        #expect(Date().timeIntervalSince(began) < 5)
        #expect(unreachable.status == 1)
        #expect(unreachable.error.contains("cannot reach the server at \(url)"), "\(unreachable.error)")
        #expect(unreachable.error.contains("watchlist remote logout"))
        let status = try await ada.run(["remote", "status"])
        #expect(status.status == 1 && status.output.contains("unreachable"))
    }
}
