import Foundation
import Testing

/// Runs the built `watchlist` executable as a user would, in a temporary data directory.
struct WatchlistBinary {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// A fresh directory holding this run's database.
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-e2e-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    var databaseURL: URL { directory.appending(path: "watchlist.sqlite") }

    /// The executable, next to the test bundle in the build's products directory.
    static var executableURL: URL {
        if let override = ProcessInfo.processInfo.environment["WATCHLIST_BIN"] {
            return URL(fileURLWithPath: override)
        }
        let products = Bundle.main.bundleURL.pathExtension == "xctest"
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : Bundle.main.bundleURL
        return products.appending(path: "watchlist")
    }

    /// Runs `watchlist arguments`, feeding `input` on standard input, with a 60 s limit.
    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws -> Result {
        let launched = try launch(arguments, input: input, environment: extra)
        let deadline = Date().addingTimeInterval(60)
        while launched.process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return try launched.finish()
    }

    /// The same, waiting without blocking a thread: for tests whose process talks to a
    /// server running in this test process, which needs the threads.
    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) async throws -> Result {
        let launched = try launch(arguments, input: input, environment: extra)
        let deadline = Date().addingTimeInterval(60)
        while launched.process.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        return try launched.finish()
    }

    /// Runs `watchlist arguments` and sends it Ctrl-C (SIGINT) after `delay`, as a person
    /// at the keyboard would; then waits for it to end.
    func runInterrupted(_ arguments: [String], after delay: Duration) throws -> Result {
        let launched = try launch(arguments, input: "", environment: [:])
        Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
        launched.process.interrupt()
        let deadline = Date().addingTimeInterval(60)
        while launched.process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return try launched.finish()
    }

    /// Runs `watchlist arguments` unable to write any file past `kilobytes` (the shell's
    /// `ulimit -f`, with SIGXFSZ ignored so that a write past it fails as on a full disk).
    func runWritingAtMost(kilobytes: Int, _ arguments: [String]) throws -> Result {
        let script = "ulimit -f \(kilobytes * 2) && trap '' XFSZ && exec \"$0\" \"$@\""
        let launched = try launch(["-c", script, Self.executableURL.path] + arguments, input: "", environment: [:], executable: URL(fileURLWithPath: "/bin/sh"))
        let deadline = Date().addingTimeInterval(60)
        while launched.process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return try launched.finish()
    }

    private struct Launched {
        let process: Process
        let output: (handle: FileHandle, url: URL)
        let error: (handle: FileHandle, url: URL)

        func finish() throws -> Result {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try output.handle.close()
            try error.handle.close()
            return Result(
                status: process.terminationStatus,
                standardOutput: try String(contentsOf: output.url, encoding: .utf8),
                standardError: try String(contentsOf: error.url, encoding: .utf8)
            )
        }
    }

    private func launch(_ arguments: [String], input: String, environment extra: [String: String], executable: URL = Self.executableURL) throws -> Launched {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "WATCHLIST_DB": databaseURL.path, "NO_COLOR": "1"]
        environment.merge(extra) { _, new in new }
        process.environment = environment

        let id = UUID().uuidString
        let outURL = directory.appending(path: "\(id).out"), errURL = directory.appending(path: "\(id).err"), inURL = directory.appending(path: "\(id).in")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        try process.run()
        return Launched(process: process, output: (out, outURL), error: (err, errURL))
    }

    /// The logged-in profile's list as `list --json` prints it; records an issue if the
    /// command fails.
    func listEntries() throws -> [[String: Any]] {
        let result = try run(["list", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }
}
