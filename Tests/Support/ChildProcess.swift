import Foundation

/// Programs that a test runs, waited for without holding a thread.
///
/// Swift Testing runs every test on Swift concurrency's cooperative threads, and there are
/// only as many of them as the machine has cores: two on CI. A test that blocks one, with
/// `waitUntilExit()`, `Thread.sleep` or a read of a pipe to its end, takes it from every
/// server that other tests run in this process (the TMDB fixture, the HTTP API): with two such
/// tests at once, a binary under test waits for an answer that no thread is left to send.
/// So the tests wait here, in 10 ms sleeps that give the thread back, and send output to
/// files, which never fill up as a pipe does.
public enum ChildProcess {
    /// How a program ended and what it printed.
    public struct Finished: Sendable {
        /// The exit status, or the signal that ended it.
        public let status: Int32
        /// Its standard output.
        public let output: String
        /// Its standard error (empty when it went to `output`).
        public let error: String

        /// Its standard output as a JSON object (a `--json` summary), when it exited with 0
        /// and printed one.
        public var jsonObject: [String: Any]? {
            guard status == 0 else { return nil }
            return (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any]
        }
    }

    /// Runs `executable` with `arguments` to its end, at most `limit` (then stops it), with
    /// `input` on standard input; with `mergingError`, standard error goes to `output` too.
    public static func run(
        _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        input: Data = Data(), mergingError: Bool = false, limit: Duration = .seconds(60)
    ) async throws -> Finished {
        let started = try start(executable, arguments, directory: directory, environment: environment, input: input, mergingError: mergingError)
        return try await started.finish(within: limit)
    }

    /// Runs `arguments` through `/usr/bin/env`, so the first names a program on `PATH`.
    public static func run(_ arguments: [String], directory: URL? = nil, limit: Duration = .seconds(60)) async throws -> Finished {
        try await run(URL(fileURLWithPath: "/usr/bin/env"), arguments, directory: directory, mergingError: true, limit: limit)
    }

    /// Starts `executable`; ``Running/finish(within:)`` waits for it and reads what it printed.
    public static func start(
        _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        input: Data = Data(), mergingError: Bool = false
    ) throws -> Running {
        let folder = FileManager.default.temporaryDirectory.appending(path: "child-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inputURL = folder.appending(path: "in"), outputURL = folder.appending(path: "out"), errorURL = folder.appending(path: "err")
        try input.write(to: inputURL)
        for url in [outputURL, errorURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = output
        process.standardError = mergingError ? output : error
        try process.run()
        return Running(process: process, folder: folder, handles: [output, error])
    }

    /// A program that is running; finish it once, from the task that started it.
    public final class Running {
        /// The process, for its identifier and its signals.
        public let process: Process
        private let folder: URL
        private let handles: [FileHandle]

        init(process: Process, folder: URL, handles: [FileHandle]) {
            self.process = process
            self.folder = folder
            self.handles = handles
        }

        /// Waits for the end, at most `limit`, then stops the program (SIGTERM); returns what
        /// it printed and removes the files.
        public func finish(within limit: Duration = .seconds(60)) async throws -> Finished {
            let status = await process.exit(within: limit)
            defer { try? FileManager.default.removeItem(at: folder) }
            for handle in handles { try handle.close() }
            return Finished(
                status: status,
                output: try String(contentsOf: folder.appending(path: "out"), encoding: .utf8),
                error: try String(contentsOf: folder.appending(path: "err"), encoding: .utf8)
            )
        }
    }
}

extension Process {
    /// Waits until the process has ended, at most `limit` (then sends SIGTERM, and SIGKILL a
    /// second later), in short sleeps that leave the thread to other tasks; its status.
    ///
    /// The SIGKILL is needed: a child inherits the signal mask of the thread that started it,
    /// and Swift's threads block most signals, so a program that does not take SIGTERM itself
    /// (as `watchlist-server` does) never sees it.
    public func exit(within limit: Duration = .seconds(60)) async -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while isRunning && clock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        if isRunning { kill(processIdentifier, SIGTERM) }
        let killDeadline = clock.now.advanced(by: .seconds(1))
        while isRunning && clock.now < killDeadline { try? await Task.sleep(for: .milliseconds(10)) }
        if isRunning { kill(processIdentifier, SIGKILL) }
        while isRunning { try? await Task.sleep(for: .milliseconds(10)) }
        // isRunning turns false when the child is reaped; the status is set by then.
        return terminationStatus
    }
}
