import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import WatchlistInterface
@testable import CLIApp

/// Whole journeys through the app's screens, built by the real CLIScreens on a temporary
/// database and driven through the scripted terminal.
@MainActor
@Suite struct InteractiveJourneyTests {
    private func makeFactory(in directory: TemporaryDirectory) throws -> (CLIScreens, CLIRoot) {
        let root = try makeCLIRoot(in: directory)
        return (try root.makeContainer().resolve(CLIScreens.self), root)
    }

    @Test func signUpSearchAddRateAndLogOut() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (factory, root) = try makeFactory(in: directory)
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

        let service = try root.watchlistService
        _ = try await root.authService.logIn(name: "ada", password: "analytical")
        let entries = try await service.entries(filter: .all, sort: .added)
        #expect(entries.map(\.title) == ["The Godfather"] && entries.first?.rating == 9)
    }

    @Test func myWatchlistAsksToLogInFirst() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (factory, root) = try makeFactory(in: directory)
        _ = try await root.authService.signUp(name: "grace", password: "compiler pioneer")
        try await root.authService.logOut()
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
