import Foundation
import TestSupport
import Testing

/// Several `watchlist` processes on one database at the same moment, as when a person runs
/// commands in two terminals or a script runs them in parallel: every one does its work,
/// none fails with "database is locked".
@Suite struct ConcurrentCommandsEndToEndTests {
    /// One run of the binary and when it was seen running.
    private struct TimedResult: Sendable {
        let result: WatchlistBinary.Result
        let started: ContinuousClock.Instant
        let ended: ContinuousClock.Instant
    }

    /// Starts one process per element of `commands` without waiting between them, and waits for all.
    private func runAtOnce(_ app: WatchlistBinary, _ commands: [(arguments: [String], input: String)]) async throws -> [TimedResult] {
        try await withThrowingTaskGroup(of: (Int, TimedResult).self) { group in
            for (index, command) in commands.enumerated() {
                group.addTask {
                    let started = ContinuousClock.now
                    let result = try await app.run(command.arguments, input: command.input)
                    return (index, TimedResult(result: result, started: started, ended: .now))
                }
            }
            var results: [Int: TimedResult] = [:]
            for try await (index, result) in group { results[index] = result }
            return (0..<commands.count).compactMap { results[$0] }
        }
    }

    /// Whether every process had been started before the first one was seen to end: they
    /// all ran at the same moment, so the test tested what it says.
    private func overlapped(_ runs: [TimedResult]) -> Bool {
        guard let lastStart = runs.map(\.started).max(), let firstEnd = runs.map(\.ended).min() else { return false }
        return lastStart < firstEnd
    }

    @Test func eightAddsAtOnceAllLand() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let signup = try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n")
        #expect(signup.status == 0, "\(signup.standardError)")

        let ids = (1...8).map { "offline:\($0)" }
        let runs = try await runAtOnce(app, ids.map { (["add", $0], "") })

        #expect(overlapped(runs), "the eight processes did not run at the same moment")
        for (id, run) in zip(ids, runs) {
            #expect(run.result.status == 0, "add \(id): \(run.result.standardError)")
            #expect(!run.result.standardError.localizedCaseInsensitiveContains("locked"), "add \(id): \(run.result.standardError)")
        }
        let list = try await app.run(["list", "--json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["id"] as? String }) == Set(ids))
        #expect(entries.count == 8)
    }

    /// Eight processes open a file that does not exist yet: each creates and migrates it,
    /// or waits for the one that does.
    @Test func eightCommandsOnAFreshFileAllMigrateIt() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(!FileManager.default.fileExists(atPath: app.databaseURL.path))

        let runs = try await runAtOnce(app, Array(repeating: (["list"], ""), count: 8))

        #expect(overlapped(runs), "the eight processes did not run at the same moment")
        for run in runs {
            #expect(run.result.status != 0)
            #expect(run.result.standardError.hasPrefix("Error: no one is logged in\n"), "\(run.result.standardError)")
        }
        let signup = try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n")
        #expect(signup.status == 0, "\(signup.standardError)")
    }

    /// Eight sign-ups at once on a fresh file: every profile is created.
    @Test func eightSignUpsOnAFreshFileAllLand() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let names = (1...8).map { "user\($0)" }

        let runs = try await runAtOnce(app, names.map { (["signup", $0, "--password-stdin"], "password of \($0)\n") })

        #expect(overlapped(runs), "the eight processes did not run at the same moment")
        for (name, run) in zip(names, runs) {
            #expect(run.result.status == 0, "signup \(name): \(run.result.standardError)")
        }
        for name in names {
            let login = try await app.run(["login", name, "--password-stdin"], input: "password of \(name)\n")
            #expect(login.status == 0, "login \(name): \(login.standardError)")
        }
    }
}
