import ArgumentParser
import AuthInterface
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `pick [--genre G] [--max-runtime MIN] [--year-range A-B]`, or `pick --kind film|series`.
public struct PickCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Pick at random a film you have not watched yet from your list, or a show to continue.",
        discussion: """
        With no option, the pick is among the unwatched films on your list and the shows you \
        follow that have episodes left. --genre, --max-runtime and --year-range choose among \
        films only: their genres, running times and years come from the details stored when a \
        film was added, and a film whose detail a filter needs, and is not known, is left out. \
        --kind film or --kind series picks one kind; a show comes with its next episode.

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

    @Option(help: "Pick only this kind: film (an unwatched film from your list) or series (a followed show to continue).")
    var kind: Kind?

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
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func validate() throws {
        if let maxRuntime, maxRuntime < 1 {
            throw ValidationError("--max-runtime must be a number of minutes above 0, not \(maxRuntime).")
        }
        if kind == .series, hasFilmFilter {
            throw ValidationError("--genre, --max-runtime and --year-range choose among films; leave them out with --kind series.")
        }
        if let yearRange, Self.years(yearRange) == nil {
            throw ValidationError("--year-range must be two years such as 1970-1979, the first not after the second, or one year, not \(yearRange).")
        }
    }

    /// Whether an option that only films have was given.
    private var hasFilmFilter: Bool { genre != nil || maxRuntime != nil || yearRange != nil }

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let filter = PickFilter(genre: genre, maximumRuntime: maxRuntime, years: yearRange.flatMap(Self.years))
        let films = kind == .series ? [] : try await insights.pickCandidates(filter)
        // A film filter, or --kind film, leaves the shows out: they have no genre, running time or year to filter.
        let shows = kind == .film || hasFilmFilter ? [] : try await others.list().filter { $0.continuation != nil }
        let pool = Pool(films: films.count, shows: shows.count)
        let index = Int.random(in: 0..<max(1, pool.films + pool.shows))
        if index < films.count {
            terminal.write(Self.describe(films[index], from: pool))
        } else if index - films.count < shows.count {
            terminal.write(Self.describe(shows[index - films.count], from: pool))
        } else if kind == .series {
            throw NothingToContinue()
        } else {
            throw WatchlistError.nothingToPick(filter)
        }
    }

    /// How many films and shows a pick was made from.
    struct Pool: Equatable {
        let films: Int
        let shows: Int

        /// `Picked from 2 unwatched films and 1 show with episodes left.`
        var sentence: String {
            let films = films == 0 ? nil : "\(films) unwatched \(films == 1 ? "film" : "films")"
            let shows = shows == 0 ? nil : "\(shows) \(shows == 1 ? "show" : "shows") with episodes left"
            return "Picked from " + [films, shows].compactMap { $0 }.joined(separator: " and ") + "."
        }
    }

    /// `1970-1979` or `1975`.
    static func years(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { $0.count == 4 ? Int($0) : nil }
        guard numbers.count == parts.count, let first = numbers.first, let last = numbers.last, numbers.count <= 2, first <= last else { return nil }
        return first...last
    }

    static func describe(_ show: OtherListEntry, from pool: Pool) -> String {
        let years = show.startYear.map { start in show.endYear == start ? " (\(start))" : " (\(start)–\(show.endYear.map(String.init) ?? ""))" } ?? ""
        return """
            \(show.title)\(years)  \(show.id)
            \(show.continuation ?? "")
            \(pool.sentence)

            """
    }

    static func describe(_ pick: PickCandidate, from pool: Pool) -> String {
        let entry = pick.entry
        var lines = ["\(entry.title)\(entry.year.map { " (\($0))" } ?? "")  \(entry.movieID)"]
        if let movie = pick.movie {
            let facts = [movie.director.map { "directed by \($0)" }, movie.runtimeMinutes.map { "\($0) min" }, movie.genres.isEmpty ? nil : movie.genres.joined(separator: ", ")]
            let known = facts.compactMap { $0 }
            if !known.isEmpty { lines.append(known.joined(separator: " · ")) }
            if !movie.cast.isEmpty { lines.append("With " + movie.cast.prefix(3).map(\.name).joined(separator: ", ")) }
        }
        if let note = entry.note { lines.append("Your note: \(note)") }
        lines.append(pool.shows == 0 && pool.films > 0 ? "Picked from \(pool.films) unwatched \(pool.films == 1 ? "film that matches" : "films that match")." : pool.sentence)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `pick --kind series` with no followed show that has an episode left.
struct NothingToContinue: Error, CustomStringConvertible {
    var description: String {
        "no show you follow has an episode left to watch; `pick --kind film` picks a film"
    }
}
