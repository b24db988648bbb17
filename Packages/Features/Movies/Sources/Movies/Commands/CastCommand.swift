import ArgumentParser
import Injection
import Foundation
import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// `cast <id> [--json]`: a movie's cast in billing order, through the names-list screen
/// and whatever ``NamesFetchable`` the composition root joined to it by retroactive conformance.
public struct CastCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cast",
        abstract: "List a film's cast in billing order, with the characters they play.",
        discussion: """
        Examples:
          cast offline:1
          cast tmdb:603 --json
        """
    )

    @Argument(help: "The movie's id, as `search` prints it.")
    var id: String

    @Flag(help: "Print a JSON array of {name, character} in billing order.")
    var json = false

    @Injected var movies: any MovieService
    @Injected var names: any NamesFetchable
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let movieID = try movies.movieID(parsing: id)
        guard movieID.source == movies.catalogSource else {
            throw MovieServiceError.otherCatalog(movieID, current: movies.catalogSource)
        }
        if json {
            let cast = try await names.fetchNames(for: movieID.value).map { CastMember(name: $0.name, character: $0.role) }
            terminal.write(try JSONOutput.encode(cast))
        } else {
            let screen = await NamesListScreen(title: "Cast of \(movieID)", key: movieID.value, fetcher: names)
            terminal.write(try await screen.render(style: terminal.style))
        }
    }
}
