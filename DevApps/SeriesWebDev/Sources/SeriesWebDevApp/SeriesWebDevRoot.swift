// The composition root of `series-web-dev`, and its only one: every dependency its pages and
// routes use is made in this file.
import APIContract
import APIRouting
import Artwork
import ArtworkFixtures
import AuthInterface
import AuthTesting
import CommandInjection
import Foundation
import Hummingbird
import Injection
import Logging
import ReadCache
import Series
import SeriesAPI
import SeriesInterface
import SeriesPorts
import SeriesTesting
import SeriesWeb
import WatchlistInterface
import WebServer
import WebUI
#if SeriesWebDevAdapters
import ReadCacheSQLite
import SeriesSQLite
import Storage
#endif

/// The Series web dev app's root: the real Series pages, API routes and service, on the
/// fixture series, with follows and viewings in memory, signed in as the fixture profile
/// (`dev`) without a log-in; the API takes the bearer token `dev`. It links no other feature's
/// pages: links to them lead to a page that says which feature serves them. Built with the
/// `SeriesWebDevAdapters` trait, `--database` keeps follows and viewings in SQLite, and a write
/// by another program to that file shows up live.
final class SeriesWebDevRoot: Sendable {
    /// The bearer token that signs the fixture profile in to the API.
    static let token = "dev"

    let options: SeriesWebDevOptions
    let logger: Logger
    /// Shared: the series.
    let catalog = FixtureSeriesCatalog.standard
    #if SeriesWebDevAdapters
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif
    /// Shared: the in-memory follows and viewings otherwise.
    let inMemoryRepository = InMemorySeriesRepository()

    init(options: SeriesWebDevOptions, logger: Logger) throws(AdaptersNotBuilt) {
        self.options = options
        self.logger = logger
        #if SeriesWebDevAdapters
        database = options.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteSeriesRepository.migrations)
        }
        #else
        if options.database != nil {
            throw AdaptersNotBuilt(executable: "series-web-dev", option: "--database", trait: "SeriesWebDevAdapters")
        }
        #endif
    }

    var repository: any SeriesRepository {
        #if SeriesWebDevAdapters
        if let database { return SQLiteSeriesRepository(database: database) }
        #endif
        return inMemoryRepository
    }

    /// How the pages hear of changes: a shared file's commits, else this process's writes.
    var invalidations: any InvalidationChannel {
        #if SeriesWebDevAdapters
        if let path = options.database {
            let watched = DatabaseProvider(location: .file(URL(fileURLWithPath: path)), migrations: SQLiteSeriesRepository.migrations)
            return SQLiteInvalidationChannel(monitor: DatabaseChangeMonitor(database: watched), logger: logger)
        }
        #endif
        return ProcessInvalidationChannel()
    }

    func makeContainer() -> Container {
        let container = Container()
        container.register(SeriesWebDevServer.self) { _ in SeriesWebDevServer(root: self) }
        return container
    }

    /// The series of `profile`, as the server makes them per request.
    func series(of profile: Profile) -> any SeriesService {
        ProfileSeriesService(profiles: SignedInProfile(profile), catalog: catalog, repository: repository)
    }

    /// The site: Series' pages, and a page for every address another feature serves.
    func site() throws -> WebSite {
        let posters = try Self.posters()
        let pages = try SeriesPages(service: { profile in self.series(of: profile) }, posters: posters)
        let layout = try Layout(navigation: SeriesPages.navigation, logInPage: OtherFeatures.logInPath, logOutAction: OtherFeatures.logOutPath)
        let fixed = options.signedOut ? nil : Viewer(id: Profile.fixture.id, name: Profile.fixture.name)
        return WebSite(
            routes: pages.routes + (try OtherFeatures.routes()), layout: layout, home: SeriesPages.seriesPath,
            logInPage: { _ in OtherFeatures.logInPath }, secureCookies: false, errors: [SeriesHTTPErrors()], fixedViewer: fixed, images: posters
        )
    }

    /// Drawn posters (``FixtureArtwork``), kept as the server keeps them, in a directory of the
    /// dev app's own under the system's temporary one.
    static func posters() throws -> ArtworkStore {
        try ArtworkStore(directory: FileManager.default.temporaryDirectory.appending(path: "series-web-dev-posters"), sources: [FixtureArtwork()])
    }

    /// Follows Pilot Light, with its first two episodes watched, and The Office (2005), when the
    /// profile follows nothing, so that every page has something to show.
    func seed() async throws {
        let service = series(of: .fixture)
        guard try await service.followed().isEmpty else { return }
        _ = try await service.follow("Pilot Light")
        _ = try await service.markWatched("Pilot Light", .episodes(season: 1, numbers: 1...2), on: CalendarDay(parsing: "2025-03-14"), rating: 8)
        _ = try await service.follow("The Office (2005)")
    }

    func buildApplication(onListening: @escaping @Sendable (Int) async -> Void) async throws -> some ApplicationProtocol {
        let cache = ReadCache(channel: invalidations)
        let accounts = DevAccounts(profile: .fixture, token: options.signedOut ? nil : Self.token)
        let routes = SeriesRoutes(series: { profile in self.series(of: profile) }, cache: cache)
        return Application(
            router: ServerRouter.router(
                accounts: accounts, routes: [routes], errors: [SeriesHTTPErrors()], cache: cache,
                document: try ServedDocument(parts: [SeriesOpenAPI.part]), site: try site()
            ),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: "series-web-dev"),
            services: [cache],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }
}
