import ArgumentParser
import Injection
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// `show <id> [--json]`: a movie's details.
public struct ShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a movie's details: year, genres, runtime, director and cast.",
        discussion: """
        The id comes from `search`: offline:12, tmdb:603, or a bare 12 for the current catalog. \
        Movies you have looked at before are shown from local storage when the catalog cannot be reached.

        Examples:
          show offline:1
          show 1 --json
        """
    )

    @Argument(help: "The movie's id, as `search` prints it.")
    var id: String

    @Flag(help: "Print the movie as a JSON object instead of text.")
    var json = false

    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let movie = try await movies.movie(movies.movieID(parsing: id))
        if json {
            terminal.write(try JSONOutput.encode(MovieDetailsJSON(movie)))
        } else {
            terminal.write(MovieDetailsText.render(movie, style: terminal.style))
        }
    }
}
