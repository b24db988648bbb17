import Foundation
import Testing

/// Runs the built `watchlist` executable as a user would, in a temporary data directory.
public struct WatchlistBinary: Sendable {
    /// How a run ended and what it printed.
    public struct Result: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String

        public init(_ finished: ChildProcess.Finished) {
            (status, standardOutput, standardError) = (finished.status, finished.output, finished.error)
        }
    }

    /// A fresh directory holding this run's database.
    public let directory: URL

    public init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-e2e-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Removes its directory.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Its database.
    public var databaseURL: URL { directory.appending(path: "watchlist.sqlite") }

    /// The executable, next to the test bundle in the build's products directory.
    public static var executableURL: URL {
        if let override = ProcessInfo.processInfo.environment["WATCHLIST_BIN"] {
            return URL(fileURLWithPath: override)
        }
        let products = Bundle.main.bundleURL.pathExtension == "xctest"
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : Bundle.main.bundleURL
        return products.appending(path: "watchlist")
    }

    /// Runs `watchlist arguments`, feeding `input` on standard input, with a 60 s limit.
    public func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) async throws -> Result {
        Result(try await launch(arguments, input: input, environment: extra).finish())
    }

    /// Runs `watchlist arguments` and sends it Ctrl-C (SIGINT) as soon as a file whose name
    /// contains `marker` appears in its directory (so the work is under way, however slow the
    /// machine's start-up is today), as a person at the keyboard would; then waits for it to
    /// end. Records an issue if the marker never appears while the process runs.
    public func runInterrupted(_ arguments: [String], onceAFileNamed marker: String) async throws -> Result {
        let running = try launch(arguments, input: "", environment: [:])
        let deadline = ContinuousClock.now + .seconds(60)
        var seen = false
        while !seen, running.process.isRunning, ContinuousClock.now < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            seen = names.contains { $0.contains(marker) }
            if !seen { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(seen, "no file named *\(marker)* appeared before the run ended")
        running.process.interrupt()
        return Result(try await running.finish())
    }

    /// Runs `watchlist arguments` unable to write any file past `kilobytes` (the shell's
    /// `ulimit -f`, with SIGXFSZ ignored so that a write past it fails as on a full disk).
    public func runWritingAtMost(kilobytes: Int, _ arguments: [String]) async throws -> Result {
        let script = "ulimit -f \(kilobytes * 2) && trap '' XFSZ && exec \"$0\" \"$@\""
        let running = try launch(["-c", script, Self.executableURL.path] + arguments, input: "", environment: [:], executable: URL(fileURLWithPath: "/bin/sh"))
        return Result(try await running.finish())
    }

    private func launch(
        _ arguments: [String], input: String, environment extra: [String: String], executable: URL = Self.executableURL
    ) throws -> ChildProcess.Running {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "WATCHLIST_DB": databaseURL.path, "NO_COLOR": "1"]
        environment.merge(extra) { _, new in new }
        // In the app's own directory: what a command writes beside it (an unmatched rows' CSV)
        // stays out of the repository.
        return try ChildProcess.start(executable, arguments, directory: directory, environment: environment, input: Data(input.utf8))
    }

    /// The logged-in profile's list as `list --json` prints it; records an issue if the
    /// command fails.
    public func listEntries() async throws -> [[String: Any]] {
        let result = try await run(["list", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }
}
