import ArgumentParser
import CommandInjection
import JSONWriting
import WatchlistTestSupport
import AuthInterface
import AuthTesting
import Foundation
import MoviesInterface
import MoviesTesting
import Testing
import WatchlistInterface
import WatchlistTesting
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

/// `stats` and `pick`: the figures, the filters and what the commands print.
@Suite struct InsightsTests {
    private let amelie = MovieID(source: .fixture, value: "4")
    private let spirited = MovieID(source: .fixture, value: "5")

    /// Alien twice (2019 rated 8, 2023 rated 10), The Matrix once (2023, unrated), Aliens and
    /// Amélie not watched; Spirited Away watched in 2023 but its details are not stored.
    private func history() async throws -> ProfileWatchlistService {
        let known = Movie.fixtures.filter { $0.id != spirited }
        let service = ProfileWatchlistService(
            profiles: SignedInProfile(.fixture), movies: { FixtureMovieService() }, storedMovies: { InMemoryMovieRepository(movies: known) },
            directory: InMemoryProfileStore(), shares: InMemoryListShareRepository(), repository: InMemoryWatchlistRepository(), now: SteppingClock().now
        )
        for id in [alien, aliens, matrix, amelie, spirited] { _ = try await service.add(id, note: nil) }
        _ = try await service.markWatched(alien, on: CalendarDay(parsing: "2019-05-01"), rating: 8, review: nil)
        _ = try await service.markWatched(alien, on: CalendarDay(parsing: "2023-02-10"), rating: 10, review: nil)
        _ = try await service.markWatched(matrix, on: CalendarDay(parsing: "2023-02-11"), rating: nil, review: nil)
        _ = try await service.markWatched(spirited, on: CalendarDay(parsing: "2023-07-01"), rating: 9, review: nil)
        return service
    }

    @Test func allTimeCountsEveryFilmAndViewing() async throws {
        let statistics = try await history().statistics(year: nil)
        #expect(statistics.films == 5 && statistics.watchedFilms == 3 && statistics.viewings == 4)
        #expect(statistics.viewingsPerYear == [2019: 1, 2023: 3])
        #expect(statistics.monthsOfYear == 2023 && statistics.viewingsPerMonth == [0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0])
        #expect(statistics.ratingCounts == [0, 0, 0, 0, 0, 0, 0, 1, 1, 1] && statistics.averageRating == 9)
        #expect(statistics.topDirectors.map(\.name) == ["Lana Wachowski", "Lilly Wachowski", "Ridley Scott"])
        #expect(statistics.topGenres == [
            .init(name: "Science Fiction", films: 2), .init(name: "Action", films: 1), .init(name: "Horror", films: 1),
        ])
        #expect(statistics.watchedFilmsWithDetails == 2)
    }

    @Test func oneYearCountsOnlyItsViewingsAndTheirFilms() async throws {
        let statistics = try await history().statistics(year: 2019)
        #expect(statistics.films == 1 && statistics.watchedFilms == 1 && statistics.viewings == 1)
        #expect(statistics.viewingsPerMonth[4] == 1 && statistics.averageRating == 8)
        let empty = try await history().statistics(year: 2001)
        #expect(empty.viewings == 0 && empty.films == 0 && empty.averageRating == nil)
    }

    @Test func statsPrintsBarsAndSaysWhatIsUnknown() async throws {
        let output = try await run(StatsCommand<NoKindOptions>.self, [], service: history()).output
        #expect(output.hasPrefix("5 films on your list, 3 watched; 4 viewings.\n\nViewings per year\n  2019  ██████████ 1\n  2023  ██████████████████████████████ 3\n"), "\(output)")
        #expect(output.contains("Ratings: 3 ratings, average 9.0\n  10  ██████████████████████████████ 1\n   9  ██████████████████████████████ 1\n"), "\(output)")
        #expect(output.contains("   1  0\n"), "\(output)")
        #expect(output.contains("Top genres: Science Fiction (2), Action (1), Horror (1)\n"), "\(output)")
        #expect(output.hasSuffix("(Directors and genres are known for 2 of the 3 films watched.)\n"), "\(output)")

        let json = try await run(StatsCommand<NoKindOptions>.self, ["--json", "--year", "2023"], service: history()).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["viewings"] as? Int == 3 && object["averageRating"] as? Double == 9.5)
        #expect((object["viewingsPerMonth"] as? [[String: Any]])?.first?["month"] as? String == "2023-01")
        #expect((object["ratingCounts"] as? [String: Int])?["10"] == 1)
    }

    @Test func pickChoosesOnlyUnwatchedFilmsThatPassEveryFilter() async throws {
        let service = try await history()
        #expect(try await service.pickCandidates(PickFilter()).map(\.entry.movieID) == [aliens, amelie])
        #expect(try await service.pickCandidates(PickFilter(genre: "romance")).map(\.entry.movieID) == [amelie])
        #expect(try await service.pickCandidates(PickFilter(maximumRuntime: 130)).map(\.entry.movieID) == [amelie])
        #expect(try await service.pickCandidates(PickFilter(years: 1980...1990)).map(\.entry.movieID) == [aliens])
        #expect(try await service.pickCandidates(PickFilter(genre: "Action", maximumRuntime: 120)).isEmpty)
    }

    @Test func pickPrintsTheFilmOrSaysWhyThereIsNone() async throws {
        let service = try await history()
        let output = try await run(KindPick.self, ["--genre", "Comedy"], service: service).output
        #expect(output == "Amélie (2001)  fixture:4\ndirected by Jean-Pierre Jeunet · 122 min · Comedy, Romance\nWith Audrey Tautou, Mathieu Kassovitz\nPicked from 1 unwatched film that matches.\n")
        await #expect(throws: WatchlistError.nothingToPick(PickFilter(genre: "Western", years: 1950...1959))) {
            _ = try await run(KindPick.self, ["--genre", "Western", "--year-range", "1950-1959"], service: service)
        }
        #expect(WatchlistError.nothingToPick(PickFilter(genre: "Western", years: 1950...1959)).description
            == "no film on your watchlist that you have not watched is of the genre Western, from 1950 to 1959 (as far as its stored details say)")
    }

    @Test(arguments: ["1979-1970", "70-79", "1970-", "1970-1975-1980", "abcd"])
    func aBadYearRangeIsRefusedBeforeRunning(range: String) async {
        let error = await #expect(throws: (any Error).self) { _ = try await run(KindPick.self, ["--year-range", range], service: makeService()) }
        #expect(KindPick.message(for: error ?? CancellationError()).contains("--year-range must be two years such as 1970-1979"))
    }

    @Test func oneYearIsARangeOfOne() {
        #expect(KindPick.years("1975") == 1975...1975)
        #expect(KindPick.years("1970-1979") == 1970...1979)
    }

    /// Series beside the films, as a series feature would answer: two shows followed, one
    /// finished; episodes watched in 2023 and 2024, of the running times `runtimes`.
    /// `pick` with `--kind film|series`, as the Series feature's options make it.
    private typealias KindPick = PickCommand<KindOption>

    /// `--kind film|series`, as the Series feature adds it to `pick`.
    private struct KindOption: KindOptions, PickKindChoice {
        static let command = "pick"
        static let abstract = ", or a series to continue"
        static let argument = ""
        static let discussion = "Series too."
        static let examples = ["pick --kind series"]
        static let titles = ["a series"]

        enum Kind: String, ExpressibleByArgument { case film, series }

        @Option var kind: Kind?

        var given: [String] { kind == nil ? [] : ["--kind"] }
        var includesFilms: Bool { kind != .series }
        var includesOtherTitles: Bool { kind != .film }
    }

    /// Series followed, none with an episode left.
    private struct NoneLeft: OtherTitleTracking {
        func add(_ reference: String) -> String? { nil }
        func remove(_ reference: String) -> String? { nil }
        func watched(_ reference: String, options: OtherKindOptions, on day: CalendarDay?, rating: Int?) -> String? { nil }
        func history() -> [OtherViewing] { [] }
        let historyKeys: [String] = []
        let tallyNames = TwoSeries().tallyNames
        func list() -> [OtherListEntry] { [] }
        func archive() -> [String: JSONValue] { [:] }
        func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) -> OtherImportSummary? { nil }
        func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) -> OtherHistoryImport? { nil }
        func undoImport(_ imported: OtherImportSummary, dryRun: Bool) -> OtherUndoSummary? { nil }
    }

    private struct TwoSeries: OtherTitleTracking {
        var runtimes: [Int?] = [50, 50, 25, nil]

        func add(_ reference: String) -> String? { nil }
        func remove(_ reference: String) -> String? { nil }
        func watched(_ reference: String, options: OtherKindOptions, on day: CalendarDay?, rating: Int?) -> String? { nil }

        let historyKeys: [String] = []
        let tallyNames = OtherTallyNames(
            viewing: "episode", viewings: "episodes", title: "series", titles: "series",
            viewingsKey: "episodes", titlesKey: "series", hoursKey: "episodeHours", timedKey: "episodesTimed"
        )

        func history() throws -> [OtherViewing] {
            try zip([("imdb:tt0000101", "2024-02-01"), ("imdb:tt0000101", "2023-03-01"), ("imdb:tt0000202", "2023-04-01"), ("imdb:tt0000202", "2023-04-02")], runtimes).map {
                OtherViewing(kind: "episode", id: $0.0.0, title: "Show", detail: "S1E1 One", fields: [], runtimeMinutes: $0.1, watchedOn: try #require(CalendarDay(parsing: $0.0.1)), rating: nil)
            }
        }

        func archive() -> [String: JSONValue] { [:] }
        func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) -> OtherImportSummary? { nil }
        func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) -> OtherHistoryImport? { nil }
        func undoImport(_ imported: OtherImportSummary, dryRun: Bool) -> OtherUndoSummary? { nil }

        func list() -> [OtherListEntry] {
            [
                OtherListEntry(
                    kind: "series", id: "imdb:tt0000101", title: "Pilot Light", startYear: 2020, endYear: 2021, progress: [], fields: [],
                    continuation: "Next: S1E3; 2 of 5 episodes watched."
                ),
                OtherListEntry(kind: "series", id: "imdb:tt0000202", title: "Done Show", startYear: 2019, endYear: 2019, progress: [], fields: [], continuation: nil),
            ]
        }
    }

    @Test func statsCountsEpisodesTheirSeriesAndHours() async throws {
        let all = try await run(StatsCommand<NoKindOptions>.self, [], service: history(), others: [TwoSeries()]).output
        #expect(all.contains("4 episodes of 2 series watched, 2.1 hours for the 3 whose running time is known."), "\(all)")
        let year = try await run(StatsCommand<NoKindOptions>.self, ["--year", "2023", "--json"], service: history(), others: [TwoSeries()]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(year.utf8)) as? [String: Any])
        #expect(object["episodes"] as? Int == 3 && object["series"] as? Int == 2 && object["episodeHours"] as? Double == 1.3 && object["episodesTimed"] as? Int == 2)
        let timed = try await run(StatsCommand<NoKindOptions>.self, [], service: history(), others: [TwoSeries(runtimes: [50, 50, 25, 5])]).output
        #expect(timed.contains("4 episodes of 2 series watched, 2.2 hours.\n"), "\(timed)")
        let none = try await run(StatsCommand<NoKindOptions>.self, [], service: history()).output
        #expect(!none.contains("episode"))
        let noneJSON = try await run(StatsCommand<NoKindOptions>.self, ["--json"], service: history()).output
        #expect(!noneJSON.contains("episode") && noneJSON.contains("\"films\""), "no provider, no key of theirs")
    }

    /// A second kind beside the series, counted in its own words: two plays of one podcast.
    private struct OnePodcast: OtherTitleTracking {
        func add(_ reference: String) -> String? { nil }
        func remove(_ reference: String) -> String? { nil }
        func watched(_ reference: String, options: OtherKindOptions, on day: CalendarDay?, rating: Int?) -> String? { nil }
        let historyKeys: [String] = []
        let tallyNames = OtherTallyNames(
            viewing: "play", viewings: "plays", title: "podcast", titles: "podcasts",
            viewingsKey: "plays", titlesKey: "podcasts", hoursKey: "playHours", timedKey: "playsTimed"
        )

        func history() throws -> [OtherViewing] {
            try ["2024-05-01", "2024-05-02"].map {
                OtherViewing(kind: "play", id: "pod:1", title: "Hours", detail: nil, fields: [], runtimeMinutes: 30, watchedOn: try #require(CalendarDay(parsing: $0)), rating: nil)
            }
        }

        func archive() -> [String: JSONValue] { [:] }
        func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) -> OtherImportSummary? { nil }
        func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) -> OtherHistoryImport? { nil }
        func undoImport(_ imported: OtherImportSummary, dryRun: Bool) -> OtherUndoSummary? { nil }
        func list() -> [OtherListEntry] { [] }
    }

    @Test func statsCountsEachKindInItsProvidersWordsAndKeys() async throws {
        let text = try await run(StatsCommand<NoKindOptions>.self, [], service: history(), others: [TwoSeries(), OnePodcast()]).output
        #expect(text.contains("4 episodes of 2 series watched, 2.1 hours for the 3 whose running time is known.\n2 plays of 1 podcast watched, 1.0 hours.\n"), "\(text)")
        let json = try await run(StatsCommand<NoKindOptions>.self, ["--json"], service: history(), others: [TwoSeries(), OnePodcast()]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["episodes"] as? Int == 4 && object["plays"] as? Int == 2 && object["podcasts"] as? Int == 1 && object["playHours"] as? Double == 1)
    }

    /// The embedded catalog knows no episode's length: the hours are said to be unknown, not 0.0.
    @Test func statsSaysTheHoursAreUnknownWhenNoEpisodeHasARunningTime() async throws {
        let untimed = TwoSeries(runtimes: [nil, nil, nil, nil])
        let output = try await run(StatsCommand<NoKindOptions>.self, [], service: history(), others: [untimed]).output
        #expect(output.contains("4 episodes of 2 series watched; their running times are not known.\n"), "\(output)")
        #expect(!output.contains("hours"), "\(output)")
        let episodesOnly = try await run(StatsCommand<NoKindOptions>.self, [], service: makeService(), others: [untimed]).output
        #expect(episodesOnly == "0 films on your list, 0 watched; 0 viewings.\n4 episodes of 2 series watched; their running times are not known.\n", "\(episodesOnly)")
        let nothing = try await run(StatsCommand<NoKindOptions>.self, [], service: makeService()).output
        #expect(nothing.hasSuffix("No viewings to count yet.\n"), "\(nothing)")
        let json = try await run(StatsCommand<NoKindOptions>.self, ["--json"], service: history(), others: [untimed]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["episodesTimed"] as? Int == 0 && object["episodeHours"] as? Double == 0)
    }

    /// With no option, `pick` chooses among the unwatched films and the shows with episodes
    /// left; a film's filter or --kind film leaves the shows out.
    @Test func pickWithNoKindChoosesAmongFilmsAndShows() async throws {
        let service = try await history()
        var seen: Set<String> = []
        for _ in 0..<60 {
            let output = try await run(KindPick.self, [], service: service, others: [TwoSeries()]).output
            #expect(output.hasSuffix("Picked from 2 unwatched films and 1 series with episodes left.\n"), "\(output)")
            seen.insert(String(output.prefix { $0 != "\n" }))
        }
        #expect(seen == ["Aliens (1986)  fixture:2", "Amélie (2001)  fixture:4", "Pilot Light (2020–2021)  imdb:tt0000101"])
        for _ in 0..<10 {
            let films = try await run(KindPick.self, ["--kind", "film"], service: service, others: [TwoSeries()]).output
            #expect(films.hasSuffix("Picked from 2 unwatched films that match.\n"), "\(films)")
            let comedy = try await run(KindPick.self, ["--genre", "Comedy"], service: service, others: [TwoSeries()]).output
            #expect(comedy.hasPrefix("Amélie (2001)  fixture:4\n"), "\(comedy)")
        }
    }

    /// Every film watched: `pick` continues a show rather than saying there is nothing.
    @Test func pickWithEveryFilmWatchedContinuesAShow() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        _ = try await service.markWatched(alien, on: nil, rating: nil, review: nil)
        let output = try await run(KindPick.self, [], service: service, others: [TwoSeries()]).output
        #expect(output == "Pilot Light (2020–2021)  imdb:tt0000101\nNext: S1E3; 2 of 5 episodes watched.\nPicked from 1 series with episodes left.\n")
        await #expect(throws: WatchlistError.nothingToPick(PickFilter())) {
            _ = try await run(KindPick.self, ["--kind", "film"], service: service, others: [TwoSeries()])
        }
        await #expect(throws: WatchlistError.nothingToPick(PickFilter())) { _ = try await run(KindPick.self, [], service: service) }
    }

    /// `list` with series only prints their table, with no empty table of films above it.
    @Test func listOfSeriesOnlyHasNoEmptyFilmTable() async throws {
        let output = try await run(ListCommand<NoKindOptions>.self, [], service: makeService(), others: [TwoSeries()]).output
        #expect(output.hasPrefix("ID              Series       Years"), "\(output)")
        let both = try await run(ListCommand<NoKindOptions>.self, [], service: history(), others: [TwoSeries()]).output
        #expect(both.hasPrefix("ID         Title"), "\(both)")
        #expect(both.contains("\n\nID              Series"), "\(both)")
        let neither = try await run(ListCommand<NoKindOptions>.self, [], service: makeService()).output
        #expect(neither.hasPrefix("ID  Title"), "\(neither)")
    }

    /// `export` to a file counts what it wrote, series included, in the singular where it is one.
    @Test func exportSaysHowManySeriesAndEpisodeViewingsItWrote() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appending(path: "list.json").path
        let written = try await run(ExportCommand<NoKindOptions>.self, ["--output", json], service: history(), others: [TwoSeries()]).output
        #expect(written == "Exported 5 films and 4 viewings, and 2 series with 4 episode viewings to \(json).\n")
        let csv = directory.appending(path: "list.csv").path
        let terminal = try await run(ExportCommand<NoKindOptions>.self, ["--format", "csv", "--output", csv], service: history(), others: [TwoSeries()])
        #expect(terminal.output == "Exported 5 films and 4 viewings to \(csv).\n")
        #expect(terminal.errorOutput == "The CSV has a row a film: your 4 episode viewings were left out; --format json keeps them.\n")
        let one = makeService()
        _ = try await one.add(alien, note: nil)
        _ = try await one.markWatched(alien, on: nil, rating: nil, review: nil)
        #expect(try await run(ExportCommand<NoKindOptions>.self, ["--output", json], service: one).output == "Exported 1 film and 1 viewing to \(json).\n")
    }

    @Test func pickOfSeriesChoosesAShowWithEpisodesLeft() async throws {
        for _ in 0..<5 {
            let output = try await run(KindPick.self, ["--kind", "series"], service: history(), others: [TwoSeries()]).output
            #expect(output == "Pilot Light (2020–2021)  imdb:tt0000101\nNext: S1E3; 2 of 5 episodes watched.\nPicked from 1 series with episodes left.\n")
        }
        let none = await #expect(throws: NothingToContinue.self) { _ = try await run(KindPick.self, ["--kind", "series"], service: history(), others: [NoneLeft()]) }
        #expect(none.map { "\($0)" } == "no series you follow has episodes left to watch")
        #expect(none.flatMap { WatchlistAdvice.advice(for: $0, invokedAs: "watchlist") } == "`watchlist pick` without --kind picks a film too.")
        let mixed = await #expect(throws: (any Error).self) { _ = try await run(KindPick.self, ["--kind", "series", "--genre", "Drama"], service: history()) }
        #expect(KindPick.message(for: mixed ?? CancellationError()).contains("choose among films, which --kind left out; give one or the other."))
    }
}
