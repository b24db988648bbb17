import ArgumentParser
import AuthInterface
import Composition
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `watched <movie-id> [--rating 1-10]`.
public struct WatchedCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "watched",
        abstract: "Mark a movie on your watchlist as watched, and rate it.",
        discussion: """
        Examples:
          watched offline:1 --rating 9
          watched 12
        """
    )

    @Argument(help: "The movie's id, as `list` prints it.")
    var movieID: String

    @Option(help: "Your rating, from 1 to 10.")
    var rating: Int?

    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        if let rating, !Rating.range.contains(rating) {
            throw ValidationError("--rating must be from 1 to 10, not \(rating).")
        }
    }

    public func run() async throws {
        let id = try watchlist.movieID(parsing: movieID)
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let entry = try watchlist.markWatched(id, rating: rating)
        let rated = entry.rating.map { ", rated \($0)/10" } ?? ""
        terminal.writeLine("Marked \(entry.title) watched\(rated).")
    }
}
