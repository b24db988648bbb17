import AppComposition
import AuthInterface
import CommandInjection
import Foundation
import Injection
import MoviesInterface
import Networking
import ScrobblingInterface
import SeriesApp
import SeriesInterface
import Storage
import Testing
import WatchlistInterface

/// What Series registers in `watchlist`'s container, and offers the other features' extension
/// points: its series in the film commands and the list's, and the hooks' episodes.
@Suite struct SeriesAppFeatureTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { SeriesAppFeatureTests.ada }
    }

    private func container(in directory: URL) -> Container {
        let database = DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: SeriesAppFeature.sqliteMigrations)
        let host = AppHost(
            database: database, profiles: SignedIn(), serverSession: { nil }, http: CurlHTTPClient(), requestTimeout: .seconds(1), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
        let container = Container()
        SeriesAppFeature.register(in: container, host: host)
        return container
    }

    @Test func seriesPlugsIntoTheFilmTheListAndTheHookExtensionPoints() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "series-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = container(in: directory)
        #expect(container.verify().isEmpty)
        let titles = try container.resolve(Contributions<any OtherTitles>.self).all
        #expect(titles.map(\.kinds) == [["series"]])
        #expect(try await titles.first?.search("breaking", kind: nil, limit: 5).map(\.title) == ["Breaking Bad"], "the embedded series with --catalog offline")
        let tracking = try container.resolve(Contributions<any OtherTitleTracking>.self).all
        #expect(tracking.count == 1)
        _ = try await tracking.first?.add("Breaking Bad")
        #expect(try await container.resolve((any SeriesService).self).followed().map(\.series.title) == ["Breaking Bad"], "one service behind both")
        #expect(try container.resolve(Contributions<any EpisodePlaybackRecording>.self).all.count == 1)
    }

    @Test func theAdviceNamesTheExecutablesCommands() {
        let advice = SeriesAppFeature.advice(for: SeriesError.catalogUnreadable(path: "c.sqlite", reason: "x"), invokedAs: "watchlist")
        #expect(advice?.contains("`watchlist catalog build") == true)
        #expect(SeriesAppFeature.menu.map(\.title) == ["TV series"])
        #expect(SeriesAppFeature.commands(.none).map { $0.configuration.commandName } == ["series", "next"])
    }

    /// Series join the film and list commands with their options: `show --season`, `watched
    /// --season --episode`, `pick --kind`, `import --online`; with their help only, `add` and
    /// `remove`; and nothing else.
    @Test func itsOptionsJoinShowWatchedPickImportAddAndRemove() throws {
        let kinds = KindOptionTypes(SeriesAppFeature.kindOptions)
        let show = kinds.joined(for: "show")
        #expect(show.helpMessage().contains("--season <season>") && show.titles == ["a series"])
        #expect(try show.parse(["--season", "2"]).given == ["--season"])
        let watched = kinds.joined(for: "watched")
        #expect(try watched.parse(["--season", "1", "--episode", "1-3"]).given == ["--season", "--episode"])
        let pick = kinds.joined(for: "pick")
        let series = try #require(try pick.parse(["--kind", "series"]).parts.first as? any PickKindChoice)
        #expect(!series.includesFilms && series.includesOtherTitles)
        let film = try #require(try pick.parse(["--kind", "film"]).parts.first as? any PickKindChoice)
        #expect(film.includesFilms && !film.includesOtherTitles)
        let none = try pick.parse([])
        let both = try #require(none.parts.first as? any PickKindChoice)
        #expect(both.includesFilms && both.includesOtherTitles && none.given.isEmpty)
        #expect(kinds.joined(for: "add").abstract == ", or follow a series" && kinds.joined(for: "remove").abstract == ", or stop following a series")
        #expect(try kinds.joined(for: "add").parse([]).given.isEmpty)
        let online = try #require(try kinds.joined(for: "import").parse(["--online"]).parts.first as? any OnlineLookupChoice)
        #expect(online.online)
        #expect(kinds.joined(for: "import").abstract == ", series")
        #expect(ObjectIdentifier(kinds.joined(for: "cast")) == ObjectIdentifier(NoKindOptions.self))
    }

    /// What `search`, `list`, `history`, `stats` and `export` say of series in their help is Series',
    /// and declares no option: the list's commands say nothing of series without it.
    @Test func itsWordsJoinTheHelpOfSearchListHistoryStatsAndExport() throws {
        let kinds = KindOptionTypes(SeriesAppFeature.kindOptions)
        #expect(kinds.joined(for: "list").discussion.contains("The series you follow come after the films"))
        #expect(kinds.joined(for: "list").json.contains("watchedEpisodes") && kinds.joined(for: "history").json == ", season, episode, episodeTitle")
        #expect(kinds.joined(for: "stats").abstract == "; episodes and their hours" && kinds.joined(for: "export").discussion.contains("json only"))
        #expect(kinds.joined(for: "search").abstract == " and series" && kinds.joined(for: "search").examples == ["search fargo --kind series"])
        for command in ["list", "history", "stats", "export", "search", "catalog build"] {
            #expect(try kinds.joined(for: command).parse([]).given.isEmpty, "\(command)")
        }
    }
}
