import WatchlistTestSupport
import AuthInterface
import Foundation
import Storage
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
import WatchlistInterface
import WatchlistSQLite
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

/// The list screen on the real store and the real SQLite change source, with a second
/// connection to the same file standing in for another process: a change made there shows
/// on the waiting screen within a second, with no key pressed.
@MainActor
@Suite struct LiveUpdateTests {
    @MainActor
    private final class NoAuthScreens: AuthScreenBuildable {
        func makeLogInScreen() -> any Screen { MessageScreen("no log-in here") }
        func makeAccountScreen() -> any Screen { MessageScreen("no account here") }
    }

    private struct TimedOut: Error, CustomStringConvertible {
        let description: String
    }

    /// Polls `condition` every 5 ms until it holds, for at most `limit`.
    private func waitUntil(_ what: String, within limit: Duration = .seconds(3), _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TimedOut(description: "timed out waiting until \(what)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// What the screen drew last: the output after the last heading.
    private func lastDrawing(_ output: String) -> String {
        output.components(separatedBy: "My watchlist").last ?? ""
    }

    @Test(.timeLimit(.minutes(1)))
    func watchingBeginsWithOneReloadSoThatACommitBeforeItIsNotMissed() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let here = DatabaseProvider(location: .file(directory.appending(path: "w.sqlite")), migrations: SQLiteWatchlistRepository.migrations)
        var changes = SQLiteWatchlistChanges(database: here, interval: .milliseconds(20)).changes().makeAsyncIterator()
        // Nothing was committed anywhere: this element is the one that starts every watch.
        #expect(try await changes.next() != nil)
    }

    @Test func aChangeCommittedByAnotherConnectionShowsWithinASecond() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "w.sqlite"))
        let here = DatabaseProvider(location: location, migrations: SQLiteWatchlistRepository.migrations)
        let elsewhere = DatabaseProvider(location: location, migrations: SQLiteWatchlistRepository.migrations)
        let service = makeService(repository: SQLiteWatchlistRepository(database: here))
        let otherProcess = makeService(repository: SQLiteWatchlistRepository(database: elsewhere))
        _ = try await service.add(alien, note: nil)

        let terminal = ScriptedTerminal(isInteractive: true, waitsForInput: true)
        let store = ServiceWatchlistScreenModel(service: service, changes: SQLiteWatchlistChanges(database: here))
        let screen = Task { await WatchlistScreen(model: store, authScreens: NoAuthScreens()).run(on: terminal) }
        try await waitUntil("the screen waits for a choice") { terminal.waitingReads == 1 }
        #expect(lastDrawing(terminal.output).contains("Alien"))

        _ = try await otherProcess.add(matrix, note: nil)
        try await otherProcess.remove(alien)
        let committed = ContinuousClock.now
        try await waitUntil("the screen shows the change") {
            let drawing = lastDrawing(terminal.output)
            return drawing.contains("The Matrix") && !drawing.contains("Alien") && terminal.output.hasSuffix("Choose: ")
        }
        let latency = ContinuousClock.now - committed
        #expect(latency < .seconds(1), "the change took \(latency) to show")
        #expect(terminal.linesRead == 0)

        terminal.type("b")
        #expect(await screen.value == .back)
    }
}
