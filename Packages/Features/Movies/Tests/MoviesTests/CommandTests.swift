import ArgumentParser
import CommandInjection
import Injection
import Foundation
import TerminalUITesting
import Testing
import MoviesInterface
import MoviesTesting
import TerminalUI
import TerminalUIInterface
@testable import Movies

/// Runs the feature's commands in-process, with fixtures, as an executable would.
@Suite struct CommandTests {
    private func run<Command: AsyncParsableCommand>(_ type: Command.Type, _ arguments: [String], others: [any OtherTitles] = []) async throws -> ScriptedTerminal {
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        for other in others {
            container.contribute(to: (any OtherTitles).self) { _ in other }
        }
        container.register((any MovieService).self) { _ in
            CatalogMovieService(catalog: FixtureMovieCatalog(), repository: InMemoryMovieRepository())
        }
        try await InjectionContext.withContainer(container) {
            var command = try Command.parse(arguments)
            try await command.run()
        }
        return terminal
    }

    @Test func searchPrintsATable() async throws {
        let output = try await run(SearchCommand<NoKindOptions>.self, ["alien"]).output
        #expect(output == """
        ID         Title   Year  Director       Runtime
        fixture:1  Alien   1979  Ridley Scott   117 min
        fixture:2  Aliens  1986  James Cameron  137 min

        """)
    }

    @Test func aSearchThatFindsNothingSaysSo() async throws {
        let output = try await run(SearchCommand<NoKindOptions>.self, ["zzqx"]).output
        #expect(output == "No titles match \"zzqx\". Try fewer or other words.\n")
    }

    @Test func searchJSONHasIDTitleAndYear() async throws {
        let output = try await run(SearchCommand<NoKindOptions>.self, ["matrix", "--json"]).output
        let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
        #expect(decoded?.count == 1)
        #expect(decoded?.first?["id"] as? String == "fixture:3")
        #expect(decoded?.first?["title"] as? String == "The Matrix")
        #expect(decoded?.first?["year"] as? Int == 1999)
        #expect(decoded?.first?["runtime"] as? Int == 136)
        #expect(decoded?.first.map { $0.keys.sorted() } == ["director", "id", "kind", "runtime", "title", "year"])
        #expect(decoded?.first?["kind"] as? String == "film")
    }

    /// Another kind, as an app joins one in: a series called Alien.
    private struct OneSeries: OtherTitles {
        var kinds: [String] { ["series"] }

        func search(_ text: String, kind: String?, limit: Int) -> [OtherTitle] {
            text == "alien" && kind != "film" ? [OtherTitle(kind: "series", id: "imdb:tt0000001", title: "Alien", startYear: 2025, endYear: nil)] : []
        }

        func show(_ reference: String, options: OtherKindOptions, json: Bool, style: TextStyle) -> [UInt8]? {
            reference == "imdb:tt0000001" ? Array("the series, season \(options.part(SeasonOption.self)?.season ?? 0)\n".utf8) : nil
        }
    }

    /// What the series' feature adds to `show`, as a feature declares it.
    struct SeasonOption: KindOptions {
        static let command = "show"
        static let abstract = ", or a series' seasons"
        static let argument = "; or a series' id"
        static let discussion = "A series is shown with its seasons."
        static let examples = ["show imdb:tt0000001 --season 2"]
        static let titles = ["a series"]
        @Option(help: "For a series: one season.") var season: Int?
        var given: [String] { season == nil ? [] : ["--season"] }
    }

    /// What the podcasts' feature adds to `show`.
    struct PartOption: KindOptions {
        static let command = "show"
        static let abstract = ", or a podcast's parts"
        static let argument = "; or a podcast's id"
        static let discussion = "A podcast is shown with its parts."
        static let examples = ["show pod:1 --part 3"]
        static let titles = ["a podcast"]
        @Option(help: "For a podcast: one part.") var part: Int?
        var given: [String] { part == nil ? [] : ["--part"] }
    }

    /// `show` as the root makes it from the features' options.
    private func showCommand(_ kinds: [any KindOptions.Type]) -> any AsyncParsableCommand.Type {
        let made = MoviesCommands.all(KindOptionTypes(kinds)).first { $0.configuration.commandName == "show" }
        return made as? any AsyncParsableCommand.Type ?? ShowCommand<NoKindOptions>.self
    }

    @Test func otherKindsAreListedApartAfterTheFilmsAndKindNarrows() async throws {
        let output = try await run(SearchCommand<NoKindOptions>.self, ["alien"], others: [OneSeries()]).output
        #expect(output.hasSuffix("""
        fixture:2  Aliens  1986  James Cameron  137 min

        ID              Title  Years  Kind
        imdb:tt0000001  Alien  2025–  series

        """))
        let json = try JSONSerialization.jsonObject(with: Data(try await run(SearchCommand<NoKindOptions>.self, ["alien", "--json"], others: [OneSeries()]).output.utf8)) as? [[String: Any]]
        #expect(json?.map { $0["kind"] as? String } == ["film", "film", "series"])
        #expect(try await run(SearchCommand<NoKindOptions>.self, ["alien", "--kind", "series"], others: [OneSeries()]).output.hasPrefix("ID              Title  Years  Kind\n"))
        #expect(try await run(SearchCommand<NoKindOptions>.self, ["alien", "--kind", "film"], others: [OneSeries()]).output.contains("series") == false)
        await #expect(throws: UnknownKind.self) { try await run(SearchCommand<NoKindOptions>.self, ["alien", "--kind", "series"]) }
    }

    @Test func showGivesOtherKindsTheirTurnAndRefusesASeasonOfAMovie() async throws {
        let show = showCommand([SeasonOption.self])
        #expect(try await run(show, ["imdb:tt0000001", "--season", "2"], others: [OneSeries()]).output == "the series, season 2\n")
        let refused = await #expect(throws: KindOptionsNotApplicable.self) { try await run(show, ["fixture:1", "--season", "2"], others: [OneSeries()]) }
        #expect(refused?.description == "fixture:1 is not a series in the catalog, so --season does not apply; leave it out for a film")
        await #expect(throws: (any Error).self, "a film-only app has no --season") { try await run(showCommand([]), ["fixture:1", "--season", "2"]) }
    }

    @Test func showListsEachFeaturesOptionsAndHelpAndHandsEachItsOwn() async throws {
        let show = showCommand([SeasonOption.self, PartOption.self])
        let help = show.helpMessage(columns: 200)
        #expect(help.contains("Show a film's details (year, genres, runtime, director, cast), or a series' seasons, or a podcast's parts."))
        #expect(help.contains("--season <season>") && help.contains("--part <part>") && help.contains("or a series' id; or a podcast's id"))
        #expect(help.replacingOccurrences(of: "\n", with: " ").contains("A series is shown with its seasons. A podcast is shown with its parts."))
        #expect(help.contains("  show imdb:tt0000001 --season 2\n  show pod:1 --part 3"))
        #expect(showCommand([]).helpMessage(columns: 200).contains("--season") == false)
        #expect(try await run(show, ["imdb:tt0000001", "--season", "4"], others: [OneSeries()]).output == "the series, season 4\n")
        let refused = await #expect(throws: KindOptionsNotApplicable.self) { try await run(show, ["fixture:1", "--season", "2", "--part", "1"]) }
        #expect(refused?.description == "fixture:1 is not a series or a podcast in the catalog, so --season and --part do not apply; leave them out for a film")
    }

    /// A second kind from another feature: a podcast called Alien.
    private struct OnePodcast: OtherTitles {
        var kinds: [String] { ["podcast"] }

        func search(_ text: String, kind: String?, limit: Int) -> [OtherTitle] {
            text == "alien" ? [OtherTitle(kind: "podcast", id: "pod:1", title: "Alien Hours", startYear: 2020, endYear: nil)] : []
        }

        func show(_ reference: String, options: OtherKindOptions, json: Bool, style: TextStyle) -> [UInt8]? {
            reference == "pod:1" || reference == "imdb:tt0000001" ? Array("the podcast\n".utf8) : nil
        }
    }

    @Test func everyProviderOfOtherKindsHasItsTurnInItsOrder() async throws {
        let both: [any OtherTitles] = [OneSeries(), OnePodcast()]
        let json = try JSONSerialization.jsonObject(with: Data(try await run(SearchCommand<NoKindOptions>.self, ["alien", "--json"], others: both).output.utf8)) as? [[String: Any]]
        #expect(json?.map { $0["kind"] as? String } == ["film", "film", "series", "podcast"])
        let podcasts = try await run(SearchCommand<NoKindOptions>.self, ["alien", "--kind", "podcast"], others: both).output
        #expect(podcasts.contains("Alien Hours") && !podcasts.contains("series"))
        let limited = try JSONSerialization.jsonObject(with: Data(try await run(SearchCommand<NoKindOptions>.self, ["alien", "--json", "--limit", "1"], others: both).output.utf8)) as? [[String: Any]]
        #expect(limited?.map { $0["kind"] as? String } == ["film", "series"], "the other kinds share the limit")
        let unknown = await #expect(throws: UnknownKind.self) { try await run(SearchCommand<NoKindOptions>.self, ["alien", "--kind", "book"], others: both) }
        #expect(unknown?.description.contains("film or series or podcast") == true)
        #expect(try await run(ShowCommand<NoKindOptions>.self, ["imdb:tt0000001"], others: both).output == "the series, season 0\n", "the first provider that knows it")
        #expect(try await run(ShowCommand<NoKindOptions>.self, ["pod:1"], others: both).output == "the podcast\n")
    }

    @Test func searchWithNoMatchSaysSoInsteadOfAnEmptyTable() async throws {
        let output = try await run(SearchCommand<NoKindOptions>.self, ["zzz", "qqq"]).output
        #expect(output == "No titles match \"zzz qqq\". Try fewer or other words.\n")
    }

    @Test func searchWithNoMatchPrintsAnEmptyArray() async throws {
        let output = try await run(SearchCommand<NoKindOptions>.self, ["nothing", "--json"]).output
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]" || output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test(arguments: [
        (["alien", "--limit", "0"], "--limit must be between 1 and 100"),
        (["alien", "--limit", "ten"], "The value 'ten' is invalid for '--limit"),
        ([" "], "Give at least one word"),
        (["alien", "--colour"], "Unknown option '--colour'"),
    ])
    func searchRejectsBadInput(arguments: [String], message: String) async {
        let error = await #expect(throws: (any Error).self) { _ = try await run(SearchCommand<NoKindOptions>.self, arguments) }
        #expect(SearchCommand<NoKindOptions>.message(for: error ?? CancellationError()).contains(message))
    }

    @Test func showPrintsDetails() async throws {
        let output = try await run(ShowCommand<NoKindOptions>.self, ["fixture:4"]).output
        #expect(output.hasPrefix("Amélie (2001)\n"))
        #expect(output.contains("Director  Jean-Pierre Jeunet"))
        #expect(output.contains("Runtime   2 h 2 min"))
        #expect(output.contains("Audrey Tautou as Amélie Poulain"))
    }

    @Test func showJSONHasEveryField() async throws {
        let output = try await run(ShowCommand<NoKindOptions>.self, ["1", "--json"]).output
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect(object?["id"] as? String == "fixture:1")
        #expect(object?["runtime"] as? Int == 117)
        #expect(object?["director"] as? String == "Ridley Scott")
        #expect((object?["cast"] as? [[String: Any]])?.first?["character"] as? String == "Ellen Ripley")
    }

    @Test func showAnUnknownIDFailsWithAMessage() async {
        let error = await #expect(throws: MovieCatalogError.self) { _ = try await run(ShowCommand<NoKindOptions>.self, ["fixture:99"]) }
        #expect(error?.description.contains("no film with id fixture:99") == true)
    }
}
