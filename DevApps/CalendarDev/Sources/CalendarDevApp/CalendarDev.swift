// `calendar-dev`: the Calendar feature's own value (`CalendarAppFeature`), registered as
// `watchlist` registers it, and fixtures in place of what the other features and the outside
// world give it there. DevComposition builds the rest.
import AppComposition
import AuthInterface
import AuthTesting
import CalendarApp
import CalendarPorts
import CalendarSQLite
import CalendarTesting
import DevComposition
import Foundation
import Injection
import SeriesInterface
import TVmaze

/// The Calendar dev app: signed in as the fixture profile, following four series of the
/// embedded catalog (fixtures, not the Series feature), with fixture films on the list (not
/// the Watchlist feature's) and their release dates, air dates from the TVmaze look-alike on
/// 127.0.0.1 (started on the first request; TVMAZE_BASE_URL names another address), and
/// notifications allowed to private networks. In memory, the fixtures' air dates are kept from
/// the start, as if fetched an hour ago, so that `calendar-dev calendar` shows a week at once.
public enum CalendarDev: DevApp {
    public static let feature: any AppFeature.Type = CalendarAppFeature.self
    public static let executable = "calendar-dev"
    public static let abstract = "Run the Calendar feature alone, on fixture series and films and a TVmaze look-alike."
    public static let discussion = """
        The feature as `watchlist` has it, signed in as the fixture profile, following four \
        series of the embedded catalog, with two fixture films on the list; in memory, air \
        dates around today are kept from the start. `calendar refresh` asks the TVmaze \
        look-alike that it starts on 127.0.0.1 (TVMAZE_BASE_URL names another address); \
        notification targets may be on loopback and private addresses. With no arguments on a \
        terminal it opens the feature's screen.

        Examples:
          calendar-dev calendar --days 30
          calendar-dev calendar refresh
          calendar-dev --database /tmp/calendar.sqlite calendar refresh
          calendar-dev --database /tmp/calendar.sqlite notifications add ntfy http://127.0.0.1:8090/shows
          calendar-dev --database /tmp/calendar.sqlite notifications send
        """
    public static func profiles(_ wiring: DevWiring) -> (any CurrentProfileProviding)? { SignedInProfile() }

    public static func registerFixtures(in container: Container, host: AppHost, wiring: DevWiring) async throws {
        let now = Date()
        let fixtures = FixtureAirDates.standard(around: now)
        container.register((any TrackedSeries).self, instance: FixtureTrackedSeries.standard)
        container.register((any ListedMovies).self, instance: FixtureListedMovies(FixtureMovies.listed()))
        container.register((any ReleaseDateSource).self, instance: FixtureReleaseDateSource(FixtureMovies.releases(around: now)))
        if host.environment[TVmazeConfiguration.baseURLVariable].map({ $0.isEmpty }) ?? true {
            container.register((any AirDateSource).self, instance: LookAlikeSource(fixtures: fixtures))
        }
        guard wiring.database == nil else { return }
        let keptAt = now.addingTimeInterval(-3600)
        let airDates = SQLiteAirDateStore(database: host.database)
        for show in fixtures.shows {
            guard let id = TitleID(parsing: show.imdbID) else { continue }
            try airDates.keep(show.show, episodes: show.episodes, for: id, at: keptAt)
        }
        let releases = SQLiteMovieReleaseStore(database: host.database)
        for (id, film) in FixtureMovies.releases(around: now) {
            try releases.keep(film, for: id, at: keptAt)
        }
    }
}
