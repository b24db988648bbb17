import ArgumentParser
import Injection
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// `show <id> [--json]`: a movie's details.
public struct ShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a film's details (year, genres, runtime, director, cast), or a series' seasons.",
        discussion: """
        The id comes from `search`: offline:12, tmdb:603, or a bare 12 for the current catalog. \
        Movies you have looked at before are shown from local storage when the catalog cannot be reached. \
        A series (its id or title) is shown with its seasons; --season N lists one season's episodes.

        Examples:
          show offline:1
          show 1 --json
          show "Breaking Bad" --season 2
        """
    )

    @Argument(help: ArgumentHelp("The film's id, as `search` prints it; or a series' id or title.", valueName: "id-or-title"))
    var id: String

    @Option(help: "For a series: list this season's episodes (0 for specials).")
    var season: Int?

    @Flag(help: "Print the movie as a JSON object instead of text.")
    var json = false

    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitles>

    public init() {}

    public func run() async throws {
        if let shown = try await others.show(id, season: season, json: json, style: terminal.style) {
            terminal.write(utf8: shown)
            return
        }
        if season != nil { throw SeasonOfAMovie(reference: id) }
        let movie = try await movies.movie(movies.movieID(parsing: id))
        if json {
            terminal.write(try JSONOutput.encode(MovieDetailsJSON(movie)))
        } else {
            terminal.write(MovieDetailsText.render(movie, style: terminal.style))
        }
    }
}

/// `--season` given with a film, or with what names no series.
struct SeasonOfAMovie: Error, CustomStringConvertible {
    let reference: String

    var description: String {
        "\(reference) is not a series in the catalog, so --season does not apply; leave it out for a film"
    }
}
