import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `pick [--genre G] [--max-runtime MIN] [--year-range A-B]`, with the options that other
/// kinds of titles add to it (`Kinds`: which kind to pick), theirs too.
public struct PickCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pick",
            abstract: "Pick at random a film you have not watched yet from your list\(Kinds.abstract).",
            discussion: """
            With no option, the pick is among the unwatched films on your list. --genre, \
            --max-runtime and --year-range choose among films only: their genres, running times \
            and years come from the details stored when a film was added, and a film whose \
            detail a filter needs, and is not known, is left out.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
            \((["pick", "pick --genre comedy --max-runtime 100", "pick --year-range 1970-1979"] + Kinds.examples).map { "  " + $0 }.joined(separator: "\n"))
            """
        )
    }

    @Option(help: "A genre the film must have, such as drama.")
    var genre: String?

    @Option(help: ArgumentHelp("The longest running time, in minutes.", valueName: "minutes"))
    var maxRuntime: Int?

    @Option(help: ArgumentHelp("The years the film may come from, such as 1970-1979, or one year.", valueName: "A-B"))
    var yearRange: String?

    /// The options of other kinds of titles.
    @OptionGroup var kinds: Kinds

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
        if !includesFilms, hasFilmFilter {
            throw ValidationError("--genre, --max-runtime and --year-range choose among films, which \(kinds.given.joined(separator: " and ")) left out; give one or the other.")
        }
        if let yearRange, Self.years(yearRange) == nil {
            throw ValidationError("--year-range must be two years such as 1970-1979, the first not after the second, or one year, not \(yearRange).")
        }
    }

    /// Whether an option that only films have was given.
    private var hasFilmFilter: Bool { genre != nil || maxRuntime != nil || yearRange != nil }

    /// What the other kinds' options chose.
    private var choices: [any PickKindChoice] { kinds.parts.compactMap { $0 as? any PickKindChoice } }
    /// Whether the pick may be a film: unless another kind's option chose that kind alone.
    private var includesFilms: Bool { choices.allSatisfy(\.includesFilms) }
    /// Whether it may be a title of another kind: unless a film's filter is given, since they
    /// have no genre, running time or year to filter, or another kind's option chose films.
    private var includesOtherTitles: Bool { !hasFilmFilter && choices.allSatisfy(\.includesOtherTitles) }

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let filter = PickFilter(genre: genre, maximumRuntime: maxRuntime, years: yearRange.flatMap(Self.years))
        let films = includesFilms ? try await insights.pickCandidates(filter) : []
        var titles: [(entry: OtherListEntry, names: OtherTallyNames)] = []
        if includesOtherTitles {
            for provider in others.all {
                titles += try await provider.list().filter { $0.continuation != nil }.map { ($0, provider.tallyNames) }
            }
        }
        let pool = Pool(films: films.count, titles: titles.map(\.names))
        let index = Int.random(in: 0..<max(1, films.count + titles.count))
        if index < films.count {
            terminal.write(Self.describe(films[index], from: pool))
        } else if index - films.count < titles.count {
            terminal.write(Self.describe(titles[index - films.count].entry, from: pool))
        } else if !includesFilms {
            throw NothingToContinue(names: others.all.map(\.tallyNames), options: kinds.given)
        } else {
            throw WatchlistError.nothingToPick(filter)
        }
    }

    /// How many films and titles of other kinds a pick was made from.
    struct Pool: Equatable {
        let films: Int
        /// The names of each title of another kind picked from, as its provider gives them.
        let titles: [OtherTallyNames]

        /// `Picked from 2 unwatched films and 1 series with episodes left.`
        var sentence: String {
            let films = films == 0 ? nil : "\(films) unwatched \(films == 1 ? "film" : "films")"
            var kinds: [String] = []
            for names in titles.reduce(into: [OtherTallyNames]()) { if !$0.contains($1) { $0.append($1) } } {
                let count = titles.count { $0 == names }
                kinds.append("\(count) \(count == 1 ? names.title : names.titles) with \(names.viewings) left")
            }
            return "Picked from " + ([films].compactMap { $0 } + kinds).joined(separator: " and ") + "."
        }
    }

    /// `1970-1979` or `1975`.
    static func years(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { $0.count == 4 ? Int($0) : nil }
        guard numbers.count == parts.count, let first = numbers.first, let last = numbers.last, numbers.count <= 2, first <= last else { return nil }
        return first...last
    }

    static func describe(_ title: OtherListEntry, from pool: Pool) -> String {
        let years = title.startYear.map { start in title.endYear == start ? " (\(start))" : " (\(start)–\(title.endYear.map(String.init) ?? ""))" } ?? ""
        return """
            \(title.title)\(years)  \(title.id)
            \(title.continuation ?? "")
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
        lines.append(pool.titles.isEmpty && pool.films > 0 ? "Picked from \(pool.films) unwatched \(pool.films == 1 ? "film that matches" : "films that match")." : pool.sentence)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `pick` with another kind's option that left films out (`--kind series`), and nothing of that
/// kind followed with something left to watch.
struct NothingToContinue: Error, CustomStringConvertible {
    /// The names of the kinds that were asked, as their providers give them.
    let names: [OtherTallyNames]
    /// The options that left films out, as typed (`--kind`).
    let options: [String]

    /// `no series you follow has episodes left to watch`.
    var description: String {
        guard !names.isEmpty else { return "nothing you follow has anything left to watch" }
        return "no \(names.map(\.title).joined(separator: " or ")) you follow has \(names.map(\.viewings).joined(separator: " or ")) left to watch"
    }
}
