import Foundation
import TestSupport
import Testing

/// The root tests wait for the programs they start without taking a thread from the servers
/// that other tests run in the same process (see `Tests/Support/ChildProcess.swift`).
@Suite struct ChildProcessTests {
    @Test func aProgramsStatusOutputAndErrorsComeBackApart() async throws {
        let finished = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "read line; echo \"out $line\"; echo err >&2; exit 3"], input: Data("in\n".utf8)
        )
        #expect(finished.status == 3)
        #expect(finished.output == "out in\n" && finished.error == "err\n")
    }

    /// `sleep` started from a test's thread inherits that thread's blocked signals, SIGTERM
    /// among them, so only the SIGKILL that follows a second later ends it.
    @Test func aProgramPastItsLimitIsStopped() async throws {
        let started = ContinuousClock.now
        let finished = try await ChildProcess.run(URL(fileURLWithPath: "/bin/sleep"), ["30"], limit: .milliseconds(200))
        #expect([SIGTERM, SIGKILL].contains(finished.status), "ended by \(finished.status)")
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// Four programs that take 8 s each, waited for at once, leave the threads free: a task
    /// that sleeps 10 times 50 ms meanwhile ends before they do. Had the waits blocked,
    /// the four would hold every cooperative thread on a machine with up to four cores, and the
    /// task could not finish before them.
    @Test func waitingForProgramsLeavesTheThreadsToOtherTasks() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let ticker = Task {
            for _ in 0..<10 { try await Task.sleep(for: .milliseconds(50)) }
            return clock.now - started
        }
        let length = 8
        try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<4 {
                group.addTask { try await ChildProcess.run(URL(fileURLWithPath: "/bin/sleep"), [String(length)]).status }
            }
            for try await status in group { #expect(status == 0) }
        }
        let ticked = try await ticker.value
        // Against the programs' own length, not a small time: on a machine busy with the other
        // tests the ticker's half second took 4.5 s once, but a ticker that had no thread until
        // the first programs ended could not end before them.
        #expect(ticked < .seconds(length), "the ticker took \(ticked) while four programs ran for \(length) s")
    }

    /// No root test waits for a program by blocking: `waitUntilExit()`, `Thread.sleep`, `usleep` and
    /// reading a pipe to its end are for `Tests/Support` alone, and for `Tmux.swift`, whose
    /// end of a session runs in a `defer` (which cannot wait asynchronously) after SIGKILL. The
    /// features' end-to-end tests, which the root runs, are held to it too.
    @Test func noRootTestBlocksAThreadToWait() throws {
        let root = ModuleGraph.repositoryRoot
        let adapters = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Packages/Adapters").path)
        let folders = ["Tests"] + adapters.map { "Packages/Adapters/\($0)/EndToEndTests" }
        let allowed: Set<String> = ["Tests/Support/ChildProcess.swift", "Tests/EndToEndTests/Tmux.swift", "Tests/ArchitectureTests/ChildProcessTests.swift"]
        let blocking = ["waitUntil" + "Exit()", "Thread.sle" + "ep(", "usle" + "ep(", "readDataTo" + "EndOfFile()"]
        var offenders: [String] = []
        var scanned: Set<String> = []
        for folder in folders {
            let files = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let relative = String(file.path.dropFirst(root.path.count + 1))
                scanned.insert(relative)
                guard !allowed.contains(relative) else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                offenders += blocking.filter { text.contains($0) }.map { "\(relative): \($0)" }
            }
        }
        #expect(offenders.isEmpty, "wait with ChildProcess or Task.sleep instead:\n\(offenders.joined(separator: "\n"))")
        #expect(scanned.contains("Tests/Support/WatchlistBinary.swift") && scanned.contains("Packages/Adapters/CalendarAdapters/EndToEndTests/CalendarEndToEndTests.swift"), "the scan found the tests")
    }
}
