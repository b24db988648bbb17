import ArgumentParser
import Injection
import Foundation
import JSONWriting
import ScrobblingInterface
import TerminalUIInterface
import WatchlistInterface

/// `hooks inbox [--json]`.
struct HooksInboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "List the plays that matched nothing, or several things, waiting for you.",
        discussion: """
            A film's play waits when no film or several match; an episode's when no series or several \
            have its series' title, or the series has no episode at its numbers. Settle each with \
            `hooks resolve N ID` (find the ID with `search`) or `hooks dismiss N`.
            """
    )

    @Flag(help: """
        Print a JSON array of {number, hook, kind (film or episode), title (the film's, or the series'), year, \
        season, episode, lastEpisode, imdb, tmdb, tvdb, playedAt, rating, problem}.
        """)
    var json = false

    @Injected var hooks: any HookManaging
    @Injected var terminal: any Terminal

    func run() async throws {
        let items = try await hooks.inbox()
        if json {
            terminal.write(HookJSON.inbox(items))
        } else if items.isEmpty {
            terminal.writeLine("The inbox is empty: every play was matched.")
        } else {
            for item in items { terminal.writeLine(HookText.item(item)) }
            terminal.writeLine("")
            terminal.writeLine("Settle each with `hooks resolve N ID` (find the ID with `search TITLE`) or `hooks dismiss N`.")
            if items.contains(where: { if case .episode = $0.subject { true } else { false } }) {
                terminal.writeLine("For an episode, name the series with its season and episode: `hooks resolve N \"SERIES\" --season S --episode E`.")
            }
        }
    }
}

/// `hooks resolve N ID [--season S --episode E]`.
struct HooksResolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve", abstract: "Record an inbox item as a viewing of the film or the episode you name.",
        discussion: """
            A film's play takes the film's id. An episode's play takes the episode's own id, or the \
            series (its id, or a title that names one) with --season and --episode; with neither, \
            the play's own season and episode numbers in that series.
              hooks resolve 3 imdb:tt0068646
              hooks resolve 4 imdb:tt0959621
              hooks resolve 5 "Breaking Bad" --season 1 --episode 2
            """
    )

    @Argument(help: "The item's number, from `hooks inbox`.")
    var number: Int

    @Argument(help: "The film's id as `search` prints it (offline:12, imdb:tt0068646, tmdb:603), or for an episode its id or its series.")
    var id: String

    @Option(help: "For an episode: the season of the series.")
    var season: Int?

    @Option(help: "For an episode: its number in the season (needs --season).")
    var episode: Int?

    @Injected var hooks: any HookManaging
    @Injected var watchlist: any WatchlistService
    @Injected var terminal: any Terminal

    func validate() throws {
        if episode != nil, season == nil { throw ValidationError("--episode needs --season, as in --season 2 --episode 3") }
        if season != nil, episode == nil { throw ValidationError("--season needs --episode: an inbox item is one play, as in --season 2 --episode 3") }
    }

    func run() async throws {
        guard let item = try await hooks.inbox().first(where: { $0.number == number }) else { throw HookError.noSuchInboxItem(number) }
        let choice: InboxChoice
        switch item.subject {
        case .film:
            guard season == nil else { throw HookError.choiceDoesNotFit(number: number, episode: false) }
            choice = .film(try watchlist.movieID(parsing: id))
        case .episode:
            // A film's id (`offline:5`, `tmdb:603`) names no episode: say so, rather than find no series of that name.
            if EventReader.imdbID(naming: id) == nil, (try? watchlist.movieID(parsing: id)) != nil { throw HookError.choiceDoesNotFit(number: number, episode: true) }
            choice = .episode(EpisodeChoice(reference: id, season: season, episode: episode))
        }
        let event = try await hooks.resolve(number, as: choice)
        terminal.writeLine("Inbox item \(number): \(event.detail).")
    }
}

/// `hooks dismiss N`.
struct HooksDismissCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dismiss", abstract: "Remove an inbox item, recording nothing.")

    @Argument(help: "The item's number, from `hooks inbox`.")
    var number: Int

    @Injected var hooks: any HookManaging
    @Injected var terminal: any Terminal

    func run() async throws {
        try await hooks.dismiss(number)
        terminal.writeLine("Inbox item \(number) is dismissed.")
    }
}
