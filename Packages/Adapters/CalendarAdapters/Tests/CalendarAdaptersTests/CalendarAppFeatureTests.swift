import AppComposition
import AuthInterface
import AuthTesting
import CalendarApp
import CalendarInterface
import CalendarPorts
import CalendarTesting
import Foundation
import Injection
import Networking
import Storage
import SeriesInterface
import TMDBFixtureServer
import Testing
import TVmaze
import TVmazeFixtureServer
import WatchlistInterface

/// What the feature registers in `watchlist`'s container: its service on the app's database
/// and the series the Series feature registers, with air dates from the address
/// TVMAZE_BASE_URL gives (CalendarRemoteTests runs it on a server).
@Suite struct CalendarAppFeatureTests {
    private func host(database: DatabaseProvider, environment: [String: String]) -> AppHost {
        AppHost(
            database: database, profiles: SignedInProfile(), serverSession: { nil }, http: CurlHTTPClient(), requestTimeout: .seconds(10), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json", environment: environment
        )
    }

    @Test func theCalendarIsRefreshedFromTheAddressTheEnvironmentGivesAndKeptInTheAppsDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await TVmazeFixtureServer.start(FixtureAirDates.standard(around: Date()).lookAlike)
        let make = { () -> Container in
            let container = Container()
            let database = DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: CalendarAppFeature.sqliteMigrations)
            CalendarAppFeature.register(in: container, host: host(database: database, environment: ["TVMAZE_BASE_URL": server.baseURL.absoluteString]))
            // What the Series feature gives in `watchlist`, as fixtures: a profile following Stranger Things.
            container.register((any TrackedSeries).self, instance: FixtureTrackedSeries.following(["tt4574334"]))
            return container
        }
        let summary = try await make().resolve((any CalendarService).self).refresh { _ in }
        await server.stop()
        #expect(summary.fetched == 1 && summary.requests == 2)
        // Read again from the file, with the look-alike gone: the calendar works offline.
        let schedule = try await make().resolve((any CalendarService).self).schedule(from: nil, days: 30)
        #expect(schedule.episodes.count == 8 && schedule.episodes.allSatisfy { $0.showTitle == "Stranger Things" })
    }

    @Test func withATMDBTokenAShowTVmazeDoesNotKnowComesFromTMDB() async throws {
        let tvmaze = try await TVmazeFixtureServer.start(FixtureAirDates.standard(around: Date()).lookAlike)
        let tmdb = try await TMDBFixtureServer.start()
        let container = Container()
        let database = DatabaseProvider(location: .inMemory, migrations: CalendarAppFeature.sqliteMigrations)
        CalendarAppFeature.register(in: container, host: host(database: database, environment: [
            "TVMAZE_BASE_URL": tvmaze.baseURL.absoluteString, "TMDB_BASE_URL": tmdb.baseURL.absoluteString, "TMDB_API_TOKEN": TMDBFixtureServer.token,
        ]))
        let chernobyl = Series(id: try #require(TitleID(parsing: "tt7366338")), title: "Chernobyl", startYear: 2019, endYear: 2019)
        container.register((any TrackedSeries).self, instance: FixtureTrackedSeries(FixtureTrackedSeries.following(["tt4574334"]).followed().map(\.series) + [chernobyl]))
        let service = try container.resolve((any CalendarService).self)
        let summary = try await service.refresh { _ in }
        await tvmaze.stop()
        await tmdb.stop()
        #expect(summary.source == "TVmaze and TMDB" && summary.fetched == 2 && summary.unknown.isEmpty, "\(summary)")
        #expect(!tmdb.receivedRequests.contains { $0.contains("4574334") }, "a show TVmaze knows is never asked of TMDB")
        let schedule = try await service.schedule(from: try #require(CalendarDay(parsing: "2019-02-01")), days: 7)
        let codes: [String] = schedule.episodes.map(\.code)
        #expect(codes == ["S1E1", "S1E2", "S1E3", "S1E4", "S1E5"])
        let fromTMDB = schedule.episodes.allSatisfy { episode in episode.showTitle == "Chernobyl" && episode.network == "HBO" && episode.airTime == nil }
        #expect(fromTMDB, "\(schedule.episodes)")
    }

    /// The Networking kit's one check refuses it, and the executable's advice (CLIErrorAdvice)
    /// names the variable.
    @Test func aBadAddressIsRefusedNamingTheVariable() async throws {
        let container = Container()
        CalendarAppFeature.register(in: container, host: host(database: DatabaseProvider(location: .inMemory, migrations: []), environment: ["TVMAZE_BASE_URL": "ftp://x"]))
        container.register((any TrackedSeries).self, instance: FixtureTrackedSeries.standard)
        do {
            _ = try container.resolve((any CalendarService).self)
            Issue.record("expected the address to be refused")
        } catch {
            let thrown = error.underlyingError ?? error
            #expect(thrown as? BaseAddressError == BaseAddressError(variable: "TVMAZE_BASE_URL", text: "ftp://x", fallback: TVmazeConfiguration.defaultBaseURL))
        }
    }

    @Test func theFeatureAdvisesOnItsErrorsInTheExecutablesWords() {
        #expect(CalendarAppFeature.advice(for: CalendarError.daysOutOfRange(0), invokedAs: "watchlist")?.contains("`watchlist calendar show --days 30`") == true)
        #expect(CalendarAppFeature.advice(for: CalendarError.sourceUnavailable("x", remedy: .tryLater(seconds: 5)), invokedAs: "watchlist")?
            .contains("`watchlist calendar refresh` again in 5 seconds") == true)
        #expect(CalendarAppFeature.advice(for: CalendarError.sourceUnavailable("x", remedy: .allowLonger), invokedAs: "watchlist")?
            .contains("`watchlist calendar refresh --timeout 30`") == true)
        #expect(CalendarAppFeature.advice(for: NotificationError.noSuchTarget(3), invokedAs: "watchlist") == "`watchlist notifications list` shows your targets and their numbers.")
        #expect(CalendarAppFeature.remoteAdvice(for: CalendarError.feedNeedsServer, invokedAs: "watchlist")?.contains("`watchlist remote login URL NAME`") == true)
        let withoutRemote = CalendarAppFeature.advice(for: CalendarError.feedNeedsServer, invokedAs: "calendar-dev")
        #expect(withoutRemote == "Write the calendar to a file for a calendar app instead: `calendar-dev calendar show --ics > calendar.ics`.")
        #expect(CalendarAppFeature.commands(.none).map { $0.configuration.commandName } == ["calendar", "notifications"])
        #expect(CalendarAppFeature.menu.map(\.title) == ["Calendar"])
    }
}
