// The composition root of `calendar-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import AuthTesting
import Calendar
import CalendarInterface
import CalendarPorts
import CalendarTesting
import CalendarTVmaze
import CommandInjection
import Foundation
import Injection
import Networking
import Series
import SeriesInterface
import SeriesTesting
import TerminalUI
import TerminalUIInterface
import TVmazeFixtureServer
import WatchlistInterface
#if CalendarDevAdapters
import CalendarSQLite
import Storage
#endif

/// The Calendar dev app's own composition root: the real feature and the real TVmaze client,
/// signed in as the fixture profile following four series of the embedded catalog, asking
/// the TVmaze look-alike on 127.0.0.1 (started on the first request; TVMAZE_BASE_URL names
/// another address), with the air dates in memory, or, built with the `CalendarDevAdapters`
/// trait, in the SQLite file `--database` names. In memory, the fixtures' air dates are kept
/// from the start, as if fetched an hour ago, so `calendar-dev` shows a week at once.
final class CalendarDevRoot: Sendable {
    /// The series the fixture profile follows: TVmaze's fixtures know three of them.
    static let followed = ["tt2802850", "tt2356777", "tt4574334", "tt0290978"]

    /// Shared: the real terminal.
    let terminal: any Terminal
    /// Shared: the series and what the profile follows and watched, in memory.
    let series = ProfileSeriesService(profiles: SignedInProfile(), catalog: EmbeddedSeriesCatalog(), repository: InMemorySeriesRepository())
    /// Shared: where the air dates are kept.
    let store: any AirDateStore
    /// Shared: TVmaze, or its look-alike on 127.0.0.1.
    let source: any AirDateSource
    /// Shared: follows the fixture series, and keeps the fixtures in memory, once a run.
    let preparation: Preparation

    init(wiring: CalendarDevWiring, environment: [String: String]) throws {
        terminal = StandardTerminal(environment: environment)
        let now = Date()
        let fixtures = FixtureAirDates.standard(around: now)
        #if CalendarDevAdapters
        if let path = wiring.database {
            store = SQLiteAirDateStore(database: DatabaseProvider(location: .file(URL(fileURLWithPath: path)), migrations: SQLiteAirDateStore.migrations))
        } else {
            store = InMemoryAirDateStore()
        }
        #else
        if wiring.database != nil { throw AdaptersNotBuilt(executable: "calendar-dev", option: "--database", trait: "CalendarDevAdapters") }
        store = InMemoryAirDateStore()
        #endif
        if environment[TVmazeConfiguration.baseURLVariable].map({ !$0.isEmpty }) ?? false {
            source = TVmazeAirDateSource(configuration: try TVmazeConfiguration.from(environment: environment), http: CurlHTTPClient())
        } else {
            source = LookAlikeSource(fixtures: fixtures)
        }
        preparation = Preparation(series: series, store: store, fixtures: wiring.database == nil ? fixtures : nil, keptAt: now.addingTimeInterval(-3600))
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let screens = CalendarDevScreens(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(CalendarDevScreens.self, instance: screens)
        container.register((any CalendarScreenBuildable).self, instance: screens)
        container.register((any CalendarService).self) { _ in self.calendarService }
        return container
    }

    var calendarService: any CalendarService {
        PreparedCalendar(preparation: preparation, service: ProfileCalendarService(series: series, source: source, store: store))
    }
}

/// Follows the fixture series and keeps the fixture air dates, the first time a command asks.
actor Preparation {
    private let series: ProfileSeriesService
    private let store: any AirDateStore
    private let fixtures: FixtureAirDates?
    private let keptAt: Date
    private var done = false

    init(series: ProfileSeriesService, store: any AirDateStore, fixtures: FixtureAirDates?, keptAt: Date) {
        self.series = series
        self.store = store
        self.fixtures = fixtures
        self.keptAt = keptAt
    }

    func prepare() async throws {
        guard !done else { return }
        for id in CalendarDevRoot.followed {
            _ = try await series.follow(id)
        }
        for show in fixtures?.shows ?? [] {
            guard let id = TitleID(parsing: show.imdbID) else { continue }
            try await store.keep(show.show, episodes: show.episodes, for: id, at: keptAt)
        }
        done = true
    }
}

/// The calendar, once the fixture profile follows its series.
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
        let server = try await TVmazeFixtureServer.start(fixtures)
        let client = TVmazeAirDateSource(configuration: TVmazeConfiguration(baseURL: server.baseURL), http: CurlHTTPClient())
        started = (server, client)
        return client
    }

    func show(imdbID: String) async throws -> SourceShow? {
        try await client().show(imdbID: imdbID)
    }

    func episodes(ofShow id: String) async throws -> [SourceEpisode] {
        try await client().episodes(ofShow: id)
    }

    func changes(since date: Date) async throws -> [String: Date]? {
        try await client().changes(since: date)
    }
}
