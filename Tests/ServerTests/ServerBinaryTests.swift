import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import TestSupport
import Testing

/// The real `watchlist-server` binary: it starts with no set-up, answers, logs no secret, stops
/// cleanly on SIGTERM, and says what to do when its port is taken.
@Suite struct ServerBinaryTests {
    @Test func startsAnswersLogsNoSecretAndStopsOnSIGTERM() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        let health = try await server.request("/health")
        #expect(health.status == 200 && health.body.contains("\"ok\""))
        let signup = try await server.request("/v1/signup", method: "POST", json: #"{"name": "ada", "password": "correct horse"}"#)
        #expect(signup.status == 201)
        let token = try #require(signup.body.firstMatch(of: /"token":"([A-Za-z0-9_-]+)"/)?.output.1)
        #expect(await server.stop() == 0)
        let log = server.standardError
        #expect(log.contains("/v1/signup") && log.contains("stopped"), "\(log)")
        #expect(!log.contains(token) && !log.contains("correct horse"), "a secret is in the log:\n\(log)")
    }

    @Test func aPortInUseStopsTheStartWithAWayOut() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try #require(try await RunningServer.start(directory: directory).server)
        defer { first.terminate() }
        let second = try await RunningServer.start(port: first.port, directory: directory.appending(path: "second"))
        #expect(second.server == nil && second.exitStatus == 1)
        #expect(second.standardError.contains("Error: 127.0.0.1:\(first.port) is in use by another program\nStop that program, or choose another port with --port."), "\(second.standardError)")
    }

    @Test func closedSignUpsLeaveProfilesToTheAdministrationCommand() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appending(path: "server.sqlite").path
        let administration = try await ChildProcess.run(
            RunningServer.executable, ["profiles", "add", "ada", "--database", database], input: Data("correct horse\n".utf8), mergingError: true
        )
        #expect(administration.status == 0 && administration.output.contains("Created the profile ada."), "\(administration.output)")

        let started = try await RunningServer.start(directory: directory, arguments: ["--signups", "closed"])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let refused = try await server.request("/v1/signup", method: "POST", json: #"{"name": "eve", "password": "correct horse"}"#)
        #expect(refused.status == 403 && refused.body.contains("does not let visitors sign up"))
        let login = try await server.request("/v1/login", method: "POST", json: #"{"name": "ada", "password": "correct horse"}"#)
        #expect(login.status == 200)
    }
}
