import AppComposition
import AuthInterface
import Foundation
import Injection
import TerminalUI
import TerminalUITesting
import Testing
import WatchlistInterface
@testable import CLIApp

/// Whole journeys through the app's screens, built by the real AppHomeMenu on a temporary
/// database and driven through the scripted terminal.
@MainActor
@Suite struct InteractiveJourneyTests {
    /// The home screen's factory, and the container its features registered in.
    private func makeFactory(in directory: TemporaryDirectory) throws -> (AppHomeMenu, Container) {
        let container = try makeCLIRoot(in: directory).makeContainer()
        return (try container.resolve(AppHomeMenu.self), container)
    }

    @Test func signUpSearchAddRateAndLogOut() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (factory, container) = try makeFactory(in: directory)
        let terminal = ScriptedTerminal(input: [
            "a", "s", "ada", "analytical", "analytical", "b",  // account: sign up, back
            "s", "godfather", "1", "a", "",                    // search, open, add, leave search
            "w", "w", "1", "9", "b",                           // my watchlist: mark watched, rated 9
            "a", "o", "b",                                     // account: log out
            "q",
        ], isInteractive: true)

        #expect(await factory.makeHomeScreen().run(on: terminal) == .back)

        let output = terminal.output
        #expect(output.contains("Signed up and logged in as ada."))
        #expect(output.contains("1  The Godfather          1972"))
        #expect(output.contains("Director  Francis Ford Coppola"))
        #expect(output.contains("Added The Godfather (1972) to your watchlist."))
        #expect(output.contains("Marked The Godfather watched, rated 9/10."))
        #expect(output.contains("Logged out of ada."))
        #expect(output.contains("Watchlist  not logged in"))

        let service = try container.resolve((any WatchlistService).self)
        _ = try await container.resolve((any AuthService).self).logIn(name: "ada", password: "analytical")
        let entries = try await service.entries(filter: .all, sort: .added)
        #expect(entries.map(\.title) == ["The Godfather"] && entries.first?.rating == 9)
    }

    @Test func myWatchlistAsksToLogInFirst() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (factory, container) = try makeFactory(in: directory)
        let auth = try container.resolve((any AuthService).self)
        _ = try await auth.signUp(name: "grace", password: "compiler pioneer")
        try await auth.logOut()
        let terminal = ScriptedTerminal(input: ["w", "grace", "compiler pioneer", "b", "q"], isInteractive: true)
        #expect(await factory.makeHomeScreen().run(on: terminal) == .back)
        #expect(terminal.output.contains("Log in to see your watchlist."))
        #expect(terminal.output.contains("Logged in as grace."))
        #expect(terminal.output.contains("My watchlist — grace"))
    }

    @Test func endOfInputLeavesFromAnywhere() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (factory, _) = try makeFactory(in: directory)
        let terminal = ScriptedTerminal(input: ["s", "alien"], isInteractive: true)
        #expect(await factory.makeHomeScreen().run(on: terminal) == .quit)
    }
}
