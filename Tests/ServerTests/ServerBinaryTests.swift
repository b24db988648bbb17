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
    /// A running server and what it has written to standard error.
    /// What a process has written so far, filled from its pipe's handler.
    final class Output: Sendable {
        private let text = Mutex("")
        func append(_ more: String) { text.withLock { $0 += more } }
        var value: String { text.withLock { $0 } }
    }

    /// `@unchecked`: Process is not Sendable. Each test drives its server from one task at a time
    /// (start, signal, wait), `port` never changes, and the log is behind a Mutex.
    final class RunningServer: @unchecked Sendable {
        let process: Process
        let port: Int
        private let log: Output

        var standardError: String { log.value }

        private init(process: Process, port: Int, log: Output) {
            self.process = process
            self.port = port
            self.log = log
        }

        static var executable: URL {
            let products = Bundle.main.bundleURL.pathExtension == "xctest" ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
            return products.appending(path: "watchlist-server")
        }

        /// Starts the binary on `port` (0: a free one), with its SQLite database in `directory`
        /// unless `storage` names another (`["--postgres", url]`, or `[]` to leave it to
        /// `environment`), and `arguments` more; waits until it listens, at most 30 s.
        static func start(
            port: Int = 0, directory: URL, storage: [String]? = nil, environment: [String: String] = [:], arguments: [String] = []
        ) async throws -> (server: RunningServer?, exitStatus: Int32?, standardError: String) {
            let process = Process()
            process.executableURL = executable
            let storage = storage ?? ["--database", directory.appending(path: "server.sqlite").path]
            // Posters only where a test asks for them: no other test's server asks TVmaze itself.
            let posters = arguments.contains("--image-cache") ? [] : ["--image-cache", "none"]
            process.arguments = ["--port", String(port)] + storage + posters + arguments
            process.environment = environment.merging(["HOME": directory.path, "PATH": "/usr/bin:/bin"]) { _, fixed in fixed }
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            let log = Output()
            errors.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                if data.isEmpty {
                    handle.readabilityHandler = nil
                    return
                }
                log.append(String(decoding: data, as: UTF8.self))
            }
            try process.run()
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: .seconds(30))
            while clock.now < deadline {
                let text = log.value
                if let match = text.firstMatch(of: /address=http:\/\/127\.0\.0\.1:(\d+)/), let port = Int(match.output.1) {
                    return (RunningServer(process: process, port: port, log: log), nil, text)
                }
                if !process.isRunning {
                    let status = await process.exit()
                    // The pipe's handler may still hold the last lines.
                    try await Task.sleep(for: .milliseconds(100))
                    return (nil, status, log.value)
                }
                try await Task.sleep(for: .milliseconds(50))
            }
            _ = await process.exit(within: .zero)
            return (nil, nil, log.value)
        }

        /// Sends SIGTERM and waits for the exit (see ``ChildProcess``); its status.
        func stop() async -> Int32 {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            let status = await process.exit(within: .seconds(30))
            // The pipe's handler may still hold the last lines.
            try? await Task.sleep(for: .milliseconds(100))
            return status
        }

        /// Sends SIGTERM without waiting: for a `defer`, which cannot wait, when the test
        /// ended early. Foundation reaps the process when it exits.
        func terminate() {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        }

        func request(_ path: String, method: String = "GET", json: String? = nil, token: String? = nil) async throws -> (status: Int, body: String) {
            guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else { throw URLError(.badURL) }
            var request = URLRequest(url: url)
            request.httpMethod = method
            request.timeoutInterval = 10
            if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
            if let json {
                request.httpBody = Data(json.utf8)
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func startsAnswersLogsNoSecretAndStopsOnSIGTERM() async throws {
        let directory = try Self.temporaryDirectory()
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
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try #require(try await RunningServer.start(directory: directory).server)
        defer { first.terminate() }
        let second = try await RunningServer.start(port: first.port, directory: directory.appending(path: "second"))
        #expect(second.server == nil && second.exitStatus == 1)
        #expect(second.standardError.contains("Error: 127.0.0.1:\(first.port) is in use by another program\nStop that program, or choose another port with --port."), "\(second.standardError)")
    }

    @Test func closedSignUpsLeaveProfilesToTheAdministrationCommand() async throws {
        let directory = try Self.temporaryDirectory()
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
