import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a server writes to standard error, kept in a file of its own and read when asked.
///
/// A file, not a pipe with a `readabilityHandler`: on Linux that handler is a libdispatch read
/// source, and tearing such sources down while other tests start and stop processes crashes
/// libdispatch's event loop (swift-corelibs-libdispatch #949), which took this whole test
/// process down on CI. A file needs no reader, never fills up, and holds the last lines too.
final class ServerOutput: Sendable {
    private let file: URL
    init(file: URL) { self.file = file }
    var value: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
    deinit { try? FileManager.default.removeItem(at: file) }
}

/// The real `watchlist-server` binary, started by a test on 127.0.0.1, with what it has written
/// to standard error.
public final class RunningServer: Sendable {
    let process: Process
    /// The port it listens on.
    public let port: Int
    private let log: ServerOutput

    /// What it has written to standard error so far.
    public var standardError: String { log.value }

    private init(process: Process, port: Int, log: ServerOutput) {
        self.process = process
        self.port = port
        self.log = log
    }

    /// The binary, beside the test bundle in the build's products; `watchlist` is beside it.
    public static var executable: URL {
        let products = Bundle.main.bundleURL.pathExtension == "xctest" ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
        return products.appending(path: "watchlist-server")
    }

    /// Starts the binary on `port` (0: a free one), with its SQLite database in `directory`
    /// unless `storage` names another (`["--postgres", url]`, or `[]` to leave it to
    /// `environment`), and `arguments` more; waits until it listens, at most 30 s. Anyone may
    /// sign up (`WATCHLIST_SIGNUPS=open`) unless `arguments` or `environment` say otherwise.
    public static func start(
        port: Int = 0, directory: URL, storage: [String]? = nil, environment: [String: String] = [:], arguments: [String] = []
    ) async throws -> (server: RunningServer?, exitStatus: Int32?, standardError: String) {
        let process = Process()
        process.executableURL = executable
        let storage = storage ?? ["--database", directory.appending(path: "server.sqlite").path]
        // Posters only where a test asks for them: no other test's server asks TVmaze itself.
        let posters = arguments.contains("--image-cache") ? [] : ["--image-cache", "none"]
        process.arguments = ["--port", String(port)] + storage + posters + arguments
        // A household's tests sign several profiles up; invitations are tested where a test says so.
        let signUps = arguments.contains("--signups") || environment["WATCHLIST_SIGNUPS"] != nil ? [:] : ["WATCHLIST_SIGNUPS": "open"]
        process.environment = environment.merging(signUps) { given, _ in given }.merging(["HOME": directory.path, "PATH": "/usr/bin:/bin"]) { _, fixed in fixed }
        let logFile = FileManager.default.temporaryDirectory.appending(path: "server-log-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let log = ServerOutput(file: logFile)
        let errors = try FileHandle(forWritingTo: logFile)
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        // The child has its own copy of the descriptor once it runs.
        defer { try? errors.close() }
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
                return (nil, status, log.value)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        _ = await process.exit(within: .zero)
        return (nil, nil, log.value)
    }

    /// Sends SIGTERM and waits for the exit (see ``ChildProcess``); its status.
    public func stop() async -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        return await process.exit(within: .seconds(30))
    }

    /// Sends SIGTERM without waiting: for a `defer`, which cannot wait, when the test
    /// ended early. Foundation reaps the process when it exits.
    public func terminate() {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    }

    /// Sends `method path` with a JSON body and a bearer token when given; the status and body.
    public func request(_ path: String, method: String = "GET", json: String? = nil, token: String? = nil) async throws -> (status: Int, body: String) {
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

    /// A new directory for a test's files.
    public static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
