import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `pick [--genre G] [--max-runtime MIN] [--year-range A-B]`, or `pick --kind series`.
public struct PickCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Pick a film you have not watched yet from your list, or a show to continue, at random.",
        discussion: """
        Genres, running times and years come from the details stored when a film was added; \
        a film whose detail a filter needs, and is not known, is left out. With --kind series, \
        a show you follow that has episodes left is picked, with its next episode.

        Examples:
          pick
          pick --genre comedy --max-runtime 100
          pick --year-range 1970-1979
          pick --kind series
        """
    )

    /// What is picked.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case film, series
    }

    @Option(help: "What to pick: an unwatched film from your list, or a followed show to continue.")
    var kind: Kind = .film

    @Option(help: "A genre the film must have, such as drama.")
    var genre: String?

    @Option(help: ArgumentHelp("The longest running time, in minutes.", valueName: "minutes"))
    var maxRuntime: Int?

    @Option(help: ArgumentHelp("The years the film may come from, such as 1970-1979, or one year.", valueName: "A-B"))
    var yearRange: String?

    @Injected var watchlist: any WatchlistService
    @Injected var insights: any WatchlistInsights
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: any OtherTitleTracking

    public init() {}

    public func validate() throws {
        if let maxRuntime, maxRuntime < 1 {
            throw ValidationError("--max-runtime must be a number of minutes above 0, not \(maxRuntime).")
        }
        if kind == .series, genre != nil || maxRuntime != nil || yearRange != nil {
            throw ValidationError("--genre, --max-runtime and --year-range choose among films; leave them out with --kind series.")
        }
        if let yearRange, Self.years(yearRange) == nil {
            throw ValidationError("--year-range must be two years such as 1970-1979, the first not after the second, or one year, not \(yearRange).")
        }
    }

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        if kind == .series {
            let shows = try await others.list().filter { $0.next != nil }
            guard let show = shows.randomElement() else { throw NothingToContinue() }
            return terminal.write(Self.describe(show, among: shows.count))
        }
        let filter = PickFilter(genre: genre, maximumRuntime: maxRuntime, years: yearRange.flatMap(Self.years))
        let candidates = try await insights.pickCandidates(filter)
        guard let pick = candidates.randomElement() else { throw WatchlistError.nothingToPick(filter) }
        terminal.write(Self.describe(pick, among: candidates.count))
    }

    /// `1970-1979` or `1975`.
    static func years(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { $0.count == 4 ? Int($0) : nil }
        guard numbers.count == parts.count, let first = numbers.first, let last = numbers.last, numbers.count <= 2, first <= last else { return nil }
        return first...last
    }

    static func describe(_ show: OtherListEntry, among count: Int) -> String {
        let years = show.startYear.map { start in show.endYear == start ? " (\(start))" : " (\(start)–\(show.endYear.map(String.init) ?? ""))" } ?? ""
        return """
            \(show.title)\(years)  \(show.id)
            Next: \(show.next ?? "—"); \(show.watchedEpisodes) of \(show.episodes) episodes watched.
            Picked from \(count) \(count == 1 ? "show" : "shows") with episodes left.

            """
    }

    static func describe(_ pick: PickCandidate, among count: Int) -> String {
        let entry = pick.entry
        var lines = ["\(entry.title)\(entry.year.map { " (\($0))" } ?? "")  \(entry.movieID)"]
        if let movie = pick.movie {
            let facts = [movie.director.map { "directed by \($0)" }, movie.runtimeMinutes.map { "\($0) min" }, movie.genres.isEmpty ? nil : movie.genres.joined(separator: ", ")]
            let known = facts.compactMap { $0 }
            if !known.isEmpty { lines.append(known.joined(separator: " · ")) }
            if !movie.cast.isEmpty { lines.append("With " + movie.cast.prefix(3).map(\.name).joined(separator: ", ")) }
        }
        if let note = entry.note { lines.append("Your note: \(note)") }
        lines.append("Picked from \(count) unwatched \(count == 1 ? "film that matches" : "films that match").")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `pick --kind series` with no followed show that has an episode left.
struct NothingToContinue: Error, CustomStringConvertible {
    var description: String {
        "no show you follow has an episode left to watch; `pick` without --kind picks a film"
    }
}
