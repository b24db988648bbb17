import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import MoviesInterface
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `watched <id-or-title> [--on YYYY-MM-DD] [--rating 1-10] [--review TEXT]`; with the options
/// of other kinds of titles (`Kinds`), theirs too.
public struct WatchedCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "watched",
            abstract: "Record that you watched a film\(Kinds.abstract), and rate it; a film not on your list is added, watched.",
            discussion: """
            Each call records one viewing, so watching a film again adds a second one: `history` \
            lists them all, and `list` shows the latest rating and how many times you watched it. \
            A film not on the list yet is put on it, as watched, and the command says so.\
            \(Kinds.discussion.isEmpty ? "" : "\n\n" + Kinds.discussion)

            Examples:
            \((["watched offline:1 --rating 9", #"watched 12 --on 2026-11-01 --review "Better the second time.""#] + Kinds.examples).map { "  " + $0 }.joined(separator: "\n"))
            """
        )
    }

    @Argument(help: ArgumentHelp("The film's id, as `list` prints it\(Kinds.argument).", valueName: "id-or-title"))
    var movieID: String

    @Option(name: [.customLong("on"), .customLong("date")], help: ArgumentHelp("The day you watched it, as YYYY-MM-DD (default: today).", valueName: "YYYY-MM-DD"))
    var on: String?

    @Option(help: "Your rating, from 1 to 10.")
    var rating: Int?

    @Option(help: ArgumentHelp("A few words about it.", valueName: "text"))
    var review: String?

    @OptionGroup var kinds: Kinds

    @OptionGroup var list: ListOwnerOption

    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func validate() throws {
        if let rating, !Rating.range.contains(rating) {
            throw ValidationError("--rating must be from 1 to 10, not \(rating).")
        }
        if let on, CalendarDay(parsing: on) == nil {
            throw ValidationError("--on must be a day written as YYYY-MM-DD, such as 2026-11-01, not \(on).")
        }
    }

    public func run() async throws {
        let day = on.flatMap(CalendarDay.init(parsing:))
        if list.owner == nil, let recorded = try await others.watched(movieID, options: OtherKindOptions(kinds.parts), on: day, rating: rating) {
            terminal.writeLine(recorded)
            return
        }
        if !kinds.given.isEmpty { throw KindOptionsNotApplicable(reference: movieID, options: kinds.given, titles: Kinds.titles, own: "a film") }
        let id = try watchlist.movieID(parsing: movieID)
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let (entry, listed) = try await list.list(in: watchlist).markWatched(id, on: day, rating: rating, review: review)
        let rated = rating.map { ", rated \($0)/10" } ?? ""
        let times = entry.viewingCount > 1 ? " (viewing \(entry.viewingCount))" : ""
        let title = entry.year.map { "\(entry.title) (\($0))" } ?? entry.title
        terminal.writeLine(listed ? "Added \(title) to the list, watched\(rated)." : "Marked \(entry.title) watched\(rated)\(times).")
    }
}
