import WatchlistTestSupport
import AuthInterface
import Foundation
import Synchronization
import MoviesInterface
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
import WatchlistInterface
import WatchlistPorts
import WatchlistTesting
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

@MainActor
private final class StandInAuthScreens: AuthScreenBuildable {
    private(set) var logInRequests = 0
    func makeLogInScreen() -> any Screen {
        logInRequests += 1
        return MessageScreen("stand-in log-in")
    }
    func makeAccountScreen() -> any Screen { MessageScreen("stand-in account") }
}

/// A change source the test drives: it reports a change when told to, and shows whether a
/// store is watching it.
private final class ManualChanges: WatchlistChangeSource {
    private let watcher = Mutex<AsyncThrowingStream<Void, any Error>.Continuation?>(nil)

    var isWatched: Bool { watcher.withLock { $0 != nil } }

    func changes() -> AsyncThrowingStream<Void, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Void.self)
        continuation.onTermination = { [weak self] _ in self?.watcher.withLock { $0 = nil } }
        watcher.withLock { $0 = continuation }
        return stream
    }

    func report() {
        _ = watcher.withLock { $0 }?.yield()
    }
}

@MainActor
@Suite struct WatchlistScreenTests {
    private func entry(_ id: MovieID, _ title: String, _ year: Int) -> WatchlistEntry {
        WatchlistEntry(movieID: id, title: title, year: year, note: nil, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    private func count(_ text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    private struct TimedOut: Error, CustomStringConvertible {
        let description: String
    }

    /// Polls `condition` until it holds, for at most two seconds.
    private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(2)
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TimedOut(description: "timed out waiting until \(what)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func aStoreChangeWhileTheScreenWaitsRedrawsItWithoutAKeyPress() async throws {
        let store = MockWatchlistScreenModel(entries: [entry(alien, "Alien", 1979)])
        let terminal = ScriptedTerminal(isInteractive: true, waitsForInput: true)
        let screen = Task { await WatchlistScreen(model: store, authScreens: StandInAuthScreens()).run(on: terminal) }
        try await waitUntil("the screen waits for a choice") { terminal.waitingReads == 1 }
        #expect(count("My watchlist", in: terminal.output) == 1)

        // Something other than the person at the keyboard changes the store.
        store.entries.append(entry(matrix, "The Matrix", 1999))
        try await waitUntil("the screen draws the change") { terminal.output.contains("The Matrix") }
        try await waitUntil("the screen waits again") { terminal.waitingReads == 1 }
        #expect(terminal.linesRead == 0, "the redraw waited for a key press")
        #expect(count("My watchlist", in: terminal.output) == 2)
        #expect(terminal.output.hasSuffix("Choose: "), "the prompt was not written again below the new drawing")

        terminal.type("b")
        #expect(await screen.value == .back)
    }

    @Test func theLiveStoreReloadsWhenItsSourceReportsAChangeFromElsewhere() async throws {
        let repository = InMemoryWatchlistRepository()
        let here = makeService(repository: repository), elsewhere = makeService(repository: repository)
        _ = try await here.add(alien, note: nil)
        let changes = ManualChanges()
        let terminal = ScriptedTerminal(isInteractive: true, waitsForInput: true)
        let screen = Task {
            await WatchlistScreen(model: ServiceWatchlistScreenModel(service: here, changes: changes), authScreens: StandInAuthScreens()).run(on: terminal)
        }
        try await waitUntil("the screen waits for a choice") { terminal.waitingReads == 1 && changes.isWatched }

        _ = try await elsewhere.add(matrix, note: nil)
        #expect(!terminal.output.contains("The Matrix"), "the screen showed the change before it was reported")
        changes.report()
        try await waitUntil("the screen draws the change") { terminal.output.contains("The Matrix") }
        #expect(terminal.linesRead == 0)

        terminal.type("b")
        #expect(await screen.value == .back)
        try await waitUntil("the store stops watching once the screen is left") { !changes.isWatched }
    }

    @Test func aChangeThatLeavesTheListAsItWasDoesNotRedraw() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        let changes = ManualChanges()
        let terminal = ScriptedTerminal(isInteractive: true, waitsForInput: true)
        let screen = Task {
            await WatchlistScreen(model: ServiceWatchlistScreenModel(service: service, changes: changes), authScreens: StandInAuthScreens()).run(on: terminal)
        }
        try await waitUntil("the screen waits for a choice") { terminal.waitingReads == 1 && changes.isWatched }
        changes.report()
        try await Task.sleep(for: .milliseconds(100))
        terminal.type("b")
        #expect(await screen.value == .back)
        #expect(count("My watchlist", in: terminal.output) == 1)
    }

    @Test func doesNotRedrawWithoutAChange() async {
        let store = MockWatchlistScreenModel(entries: [entry(alien, "Alien", 1979)])
        let terminal = ScriptedTerminal(input: ["nonsense", "again", "b"], isInteractive: true)
        _ = await WatchlistScreen(model: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(count("My watchlist", in: terminal.output) == 1)
    }

    @Test func asksTheStoreToMarkWatchedAndRemove() async {
        let store = MockWatchlistScreenModel(entries: [entry(alien, "Alien", 1979), entry(matrix, "The Matrix", 1999)])
        let terminal = ScriptedTerminal(input: ["w", "2", "9", "r", "1", "3"], isInteractive: true)
        _ = await WatchlistScreen(model: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(store.actions == ["watched fixture:3 9", "remove fixture:1"])
    }

    @Test func refusesABadRatingWithoutAskingTheStore() async {
        let store = MockWatchlistScreenModel(entries: [entry(alien, "Alien", 1979)])
        let terminal = ScriptedTerminal(input: ["w", "1", "12", "b"], isInteractive: true)
        _ = await WatchlistScreen(model: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(store.actions.isEmpty)
        #expect(terminal.output.contains("A rating is a whole number from 1 to 10."))
    }

    @Test func presentsLogInThroughTheAuthFactoryWhenSignedOut() async {
        let store = MockWatchlistScreenModel(profileName: nil)
        let auth = StandInAuthScreens()
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await WatchlistScreen(model: store, authScreens: auth).run(on: terminal) == .back)
        #expect(auth.logInRequests == 1)
        #expect(terminal.output.contains("stand-in log-in"))
    }

    @Test func theLiveStoreRedrawsTheScreenAfterAnAction() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        let store = ServiceWatchlistScreenModel(service: service, changes: nil)
        let terminal = ScriptedTerminal(input: ["w", "1", "8", "b"], isInteractive: true)
        _ = await WatchlistScreen(model: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(terminal.output.contains("Marked Alien watched, rated 8/10."))
        #expect(terminal.output.contains("8/10"))
        #expect(try await service.entries(filter: .watched, sort: .added).count == 1)
    }

    @Test func endOfInputQuits() async {
        let store = MockWatchlistScreenModel(entries: [entry(alien, "Alien", 1979)])
        #expect(await WatchlistScreen(model: store, authScreens: StandInAuthScreens()).run(on: ScriptedTerminal(isInteractive: true)) == .quit)
    }
}
