import ArgumentParser
import CommandInjection
import Injection
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// `show <id> [--json]`: a film's details; with the options of other kinds of titles
/// (`Kinds`), theirs too.
public struct ShowCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: "Show a film's details (year, genres, runtime, director, cast)\(Kinds.abstract).",
            discussion: """
            The id comes from `search`: offline:12, tmdb:603, or a bare 12 for the current catalog. \
            Films you have looked at before are shown from local storage when the catalog cannot be reached.\
            \(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
            \((["show offline:1", "show 1 --json"] + Kinds.examples).map { "  " + $0 }.joined(separator: "\n"))
            """
        )
    }

    @Argument(help: ArgumentHelp("The film's id, as `search` prints it\(Kinds.argument).", valueName: "id-or-title"))
    var id: String

    @OptionGroup var kinds: Kinds

    @Flag(help: "Print the film as a JSON object instead of text.")
    var json = false

    @Injected var movies: any MovieService
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitles>

    public init() {}

    public func run() async throws {
        if let shown = try await others.show(id, options: OtherKindOptions(kinds.parts), json: json, style: terminal.style) {
            terminal.write(utf8: shown)
            return
        }
        if !kinds.given.isEmpty { throw KindOptionsNotApplicable(reference: id, options: kinds.given, titles: Kinds.titles, own: "a film") }
        let movie = try await movies.movie(movies.movieID(parsing: id))
        if json {
            terminal.write(try JSONOutput.encode(MovieDetailsJSON(movie)))
        } else {
            terminal.write(MovieDetailsText.render(movie, style: terminal.style))
        }
    }
}
