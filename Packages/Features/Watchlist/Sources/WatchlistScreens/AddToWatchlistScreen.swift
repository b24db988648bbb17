import AuthInterface
import MoviesInterface
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// Adds one movie to the signed-in profile's list, presenting log-in first when no one
/// is signed in. The search screen reaches it through the Movies feature's
/// `AddToListScreenBuildable`, which the app's factory implements.
public struct AddToWatchlistScreen: Screen {
    private let movieID: MovieID
    private let service: any WatchlistService
    private let authScreens: any AuthScreenBuildable

    /// Creates the screen for the movie with `movieID`.
    public init(movieID: MovieID, service: any WatchlistService, authScreens: any AuthScreenBuildable) {
        self.movieID = movieID
        self.service = service
        self.authScreens = authScreens
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        if (try? await service.currentProfile()) == nil {
            terminal.writeLine("Log in to keep a watchlist.")
            if await authScreens.makeLogInScreen().run(on: terminal) == .quit { return .quit }
            guard (try? await service.currentProfile()) != nil else { return .back }
        }
        do {
            let (entry, added) = try await service.add(movieID, note: nil)
            let name = entry.year.map { "\(entry.title) (\($0))" } ?? entry.title
            terminal.writeLine(terminal.style.green(added ? "Added \(name) to your watchlist." : "\(name) is already on your watchlist."))
        } catch {
            terminal.showProblem("\(error)")
        }
        return .back
    }
}
