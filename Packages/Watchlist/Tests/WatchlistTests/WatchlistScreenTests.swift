import AuthInterface
import Foundation
import MoviesInterface
import TerminalUI
import Testing
import WatchlistInterface
import WatchlistTesting
@testable import Watchlist

@MainActor
private final class StandInAuthScreens: AuthScreenBuildable {
    private(set) var logInRequests = 0
    func makeLogInScreen() -> any Screen {
        logInRequests += 1
        return MessageScreen("stand-in log-in")
    }
    func makeAccountScreen() -> any Screen { MessageScreen("stand-in account") }
}

@MainActor
@Suite struct WatchlistScreenTests {
    private func entry(_ id: MovieID, _ title: String, _ year: Int) -> WatchlistEntry {
        WatchlistEntry(movieID: id, title: title, year: year, note: nil, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    private func count(_ text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    @Test func redrawsWhenTheStoreChangesFromOutside() async {
        let store = MockWatchlistStore(entries: [entry(alien, "Alien", 1979)])
        // While the screen waits for its second answer, something else changes the store.
        let terminal = ScriptedTerminal(input: ["nonsense", "nonsense", "b"], isInteractive: true, beforeRead: { reads in
            guard reads == 1 else { return }
            MainActor.assumeIsolated { store.entries.append(WatchlistEntry(movieID: matrix, title: "The Matrix", year: 1999, note: nil, addedAt: .now)) }
        })
        #expect(await WatchlistScreen(store: store, authScreens: StandInAuthScreens()).run(on: terminal) == .back)
        // Drawn once at the start; the first invalid answer did not redraw; the outside change did.
        #expect(count("My watchlist", in: terminal.output) == 2)
        #expect(terminal.output.contains("The Matrix"))
    }

    @Test func doesNotRedrawWithoutAChange() async {
        let store = MockWatchlistStore(entries: [entry(alien, "Alien", 1979)])
        let terminal = ScriptedTerminal(input: ["nonsense", "again", "b"], isInteractive: true)
        _ = await WatchlistScreen(store: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(count("My watchlist", in: terminal.output) == 1)
    }

    @Test func asksTheStoreToMarkWatchedAndRemove() async {
        let store = MockWatchlistStore(entries: [entry(alien, "Alien", 1979), entry(matrix, "The Matrix", 1999)])
        let terminal = ScriptedTerminal(input: ["w", "2", "9", "r", "1", "3"], isInteractive: true)
        _ = await WatchlistScreen(store: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(store.actions == ["watched fixture:3 9", "remove fixture:1"])
    }

    @Test func refusesABadRatingWithoutAskingTheStore() async {
        let store = MockWatchlistStore(entries: [entry(alien, "Alien", 1979)])
        let terminal = ScriptedTerminal(input: ["w", "1", "12", "b"], isInteractive: true)
        _ = await WatchlistScreen(store: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(store.actions.isEmpty)
        #expect(terminal.output.contains("A rating is a whole number from 1 to 10."))
    }

    @Test func presentsLogInThroughTheAuthFactoryWhenSignedOut() async {
        let store = MockWatchlistStore(profileName: nil)
        let auth = StandInAuthScreens()
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await WatchlistScreen(store: store, authScreens: auth).run(on: terminal) == .back)
        #expect(auth.logInRequests == 1)
        #expect(terminal.output.contains("stand-in log-in"))
    }

    @Test func theLiveStoreRedrawsTheScreenAfterAnAction() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        let store = LiveWatchlistStore(service: service)
        let terminal = ScriptedTerminal(input: ["w", "1", "8", "b"], isInteractive: true)
        _ = await WatchlistScreen(store: store, authScreens: StandInAuthScreens()).run(on: terminal)
        #expect(terminal.output.contains("Marked Alien watched, rated 8/10."))
        #expect(terminal.output.contains("8/10"))
        #expect(try service.entries(filter: .watched, sort: .added).count == 1)
    }

    @Test func endOfInputQuits() async {
        let store = MockWatchlistStore(entries: [entry(alien, "Alien", 1979)])
        #expect(await WatchlistScreen(store: store, authScreens: StandInAuthScreens()).run(on: ScriptedTerminal(isInteractive: true)) == .quit)
    }
}
