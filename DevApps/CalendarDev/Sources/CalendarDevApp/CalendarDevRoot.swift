// The composition root of `calendar-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import Calendar
import CalendarCLI
import CalendarInterface
import CalendarNotify
import CalendarPorts
import CalendarTesting
import CalendarTVmaze
import CommandInjection
import Foundation
import Injection
import Networking
import SeriesInterface
import TerminalUI
import TerminalUIInterface
import CalendarTVmazeFixtures
import TVmaze
import TVmazeFixtureServer
import WatchlistInterface
#if CalendarDevAdapters
import CalendarSQLite
import Storage
#endif

/// The Calendar dev app's own composition root: the real feature and the real TVmaze client,
/// for a profile following four series of the embedded catalog (fixtures, not the Series
/// feature), asking
/// the TVmaze look-alike on 127.0.0.1 (started on the first request; TVMAZE_BASE_URL names
/// another address), with the air dates in memory, or, built with the `CalendarDevAdapters`
/// trait, in the SQLite file `--database` names. In memory, the fixtures' air dates are kept
/// from the start, as if fetched an hour ago, so `calendar-dev` shows a week at once. The
/// profile's list holds fixture films, whose release dates come from a fixture source
/// (FixtureMovies), so the calendar lists films too.
final class CalendarDevRoot: Sendable {
    /// Shared: the real terminal.
    let terminal: any Terminal
    /// Shared: the series the profile follows (TVmaze's fixtures know three of them) and the
    /// episodes it watched, in memory.
    let series = FixtureTrackedSeries.standard
    /// Shared: where the air dates are kept.
    let store: any AirDateStore
    /// Shared: TVmaze, or its look-alike on 127.0.0.1.
    let source: any AirDateSource
    /// Shared: keeps the fixtures' air dates in memory, once a run.
    let preparation: Preparation
    /// Shared: the notification targets and their queue.
    let notifications: any NotificationStore
    /// Shared: the films on the list, where their release dates are kept, and their source.
    let films: MovieReleases

    init(wiring: CalendarDevWiring, environment: [String: String]) throws {
        terminal = StandardTerminal(environment: environment)
        let now = Date()
        let fixtures = FixtureAirDates.standard(around: now)
        let filmStore: any MovieReleaseStore
        #if CalendarDevAdapters
        if let path = wiring.database {
            let database = DatabaseProvider(
                location: .file(URL(fileURLWithPath: path)), migrations: CalendarSQLiteSchema.migrations
            )
            store = SQLiteAirDateStore(database: database)
            notifications = SQLiteNotificationStore(database: database)
            filmStore = SQLiteMovieReleaseStore(database: database)
        } else {
            store = InMemoryAirDateStore()
            notifications = InMemoryNotificationStore()
            filmStore = InMemoryMovieReleaseStore()
        }
        #else
        if wiring.database != nil { throw AdaptersNotBuilt(executable: "calendar-dev", option: "--database", trait: "CalendarDevAdapters") }
        store = InMemoryAirDateStore()
        notifications = InMemoryNotificationStore()
        filmStore = InMemoryMovieReleaseStore()
        #endif
        films = MovieReleases(films: FixtureListedMovies(FixtureMovies.listed()), store: filmStore, source: FixtureReleaseDateSource(FixtureMovies.releases(around: now)))
        if environment[TVmazeConfiguration.baseURLVariable].map({ !$0.isEmpty }) ?? false {
            source = TVmazeAirDateSource(configuration: try TVmazeConfiguration.from(environment: environment), http: CurlHTTPClient())
        } else {
            source = LookAlikeSource(fixtures: fixtures)
        }
        preparation = Preparation(
            store: store, filmStore: filmStore, fixtures: wiring.database == nil ? fixtures : nil, films: FixtureMovies.releases(around: now),
            keptAt: now.addingTimeInterval(-3600)
        )
    }

    /// How the hints name the dev app's commands.
    static let invocation = CalendarInvocation(refresh: "calendar-dev refresh", feed: "calendar-dev feed", notifications: "calendar-dev notifications")

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let screens = CalendarDevScreens(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(CalendarDevScreens.self, instance: screens)
        container.register((any CalendarScreenBuildable).self, instance: screens)
        container.register((any CalendarService).self) { _ in self.calendarService }
        container.register(CalendarInvocation.self, instance: Self.invocation)
        container.register((any NotificationService).self) { _ in self.notificationService }
        return container
    }

    /// The fixture profile's targets, sent through the real delivery; loopback and private
    /// networks allowed, for an ntfy or a webhook receiver on this machine.
    var notificationService: any NotificationService {
        ProfileNotifications(
            profile: { Self.profile }, calendar: calendarService, store: notifications,
            delivery: HTTPMessageDelivery(http: CurlHTTPClient(), reach: NotificationReach(allowsPrivate: true))
        )
    }

    /// The fixture profile.
    static let profile = UUID(uuidString: "00000000-0000-0000-0000-00000000ca1e") ?? UUID()

    var calendarService: any CalendarService {
        PreparedCalendar(preparation: preparation, service: ProfileCalendarService(series: series, source: source, store: store, films: films))
    }
}

/// Keeps the fixture air and release dates in memory, the first time a command asks.
actor Preparation {
    private let store: any AirDateStore
    private let filmStore: any MovieReleaseStore
    private let fixtures: FixtureAirDates?
    private let films: [String: SourceMovie]
    private let keptAt: Date
    private var done = false

    /// Keeps `fixtures` in `store` and `films` in `filmStore` (nil fixtures: a database, where
    /// `refresh` fetches them), as if fetched at `keptAt`.
    init(store: any AirDateStore, filmStore: any MovieReleaseStore, fixtures: FixtureAirDates?, films: [String: SourceMovie], keptAt: Date) {
        self.store = store
        self.filmStore = filmStore
        self.fixtures = fixtures
        self.films = fixtures == nil ? [:] : films
        self.keptAt = keptAt
    }

    func prepare() async throws {
        guard !done else { return }
        for show in fixtures?.shows ?? [] {
            guard let id = TitleID(parsing: show.imdbID) else { continue }
            try await store.keep(show.show, episodes: show.episodes, for: id, at: keptAt)
        }
        for (id, film) in films {
            try await filmStore.keep(film, for: id, at: keptAt)
        }
        done = true
    }
}

/// The calendar, once the fixtures' air dates are kept.
struct PreparedCalendar: CalendarService {
    let preparation: Preparation
    let service: ProfileCalendarService

    func schedule(from day: CalendarDay?, days: Int) async throws -> CalendarSchedule {
        try await preparation.prepare()
        return try await service.schedule(from: day, days: days)
    }

    func refresh(progress: @escaping @Sendable (RefreshProgress) -> Void) async throws -> RefreshSummary {
        try await preparation.prepare()
        return try await service.refresh(progress: progress)
    }

    /// The dev app serves nothing, so its calendar has no feed: `show --ics` writes one.
    func feed(rotate: Bool) async throws -> CalendarFeed {
        try await service.feed(rotate: rotate)
    }
}

/// TVmaze's client, asking the look-alike started on 127.0.0.1 on the first request.
actor LookAlikeSource: AirDateSource {
    private let fixtures: FixtureAirDates
    private var started: (server: TVmazeFixtureServer, client: TVmazeAirDateSource)?

    init(fixtures: FixtureAirDates) {
        self.fixtures = fixtures
    }

    nonisolated let name = "TVmaze"

    private func client() async throws -> TVmazeAirDateSource {
        if let started { return started.client }
        let server = try await TVmazeFixtureServer.start(fixtures.shows.map { TVmazeFixtureShow(imdbID: $0.imdbID, show: $0.show, episodes: $0.episodes) })
        let client = TVmazeAirDateSource(configuration: TVmazeConfiguration(baseURL: server.baseURL), http: CurlHTTPClient())
        started = (server, client)
        return client
    }

    func show(imdbID: String) async throws -> SourceSeries? {
        try await client().show(imdbID: imdbID)
    }

    func episodes(ofShow id: String) async throws -> [SourceEpisode] {
        try await client().episodes(ofShow: id)
    }

    func changes(since date: Date) async throws -> [String: Date]? {
        try await client().changes(since: date)
    }
}
