// The composition root of `series-web-dev`, and its only one: the Series feature's own server
// value (`SeriesServerFeature`, as `watchlist-server` lists it), with fixtures for what the
// other features give it.
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
import SeriesInterface
import SeriesPorts
import SeriesServer
import SeriesTesting
import SeriesWeb
import ServerComposition
import WatchlistInterface
import WebServer
import WebUI
#if SeriesWebDevAdapters
import ReadCacheSQLite
import SeriesSQLite
import Storage
#endif

/// The Series web dev app's root: the feature's server value, registered and asked for its
/// pages and API routes as the server does, on the fixture series, with follows and viewings
/// in memory, signed in as the fixture profile (`dev`) without a log-in; the API takes the
/// bearer token `dev`. It serves no other feature's pages: links to them lead to a page that
/// says which feature serves them. Built with the `SeriesWebDevAdapters` trait, `--database`
/// registers the feature's SQLite storage on that file, and a write by another program to it
/// shows up live.
final class SeriesWebDevRoot: Sendable {
    /// The bearer token that signs the fixture profile in to the API.
    static let token = "dev"

    let options: SeriesWebDevOptions
    let logger: Logger
    /// The feature's registrations and the fixtures, made once: follows and viewings are
    /// shared by the pages, the routes and the seeding.
    let container: Container
    /// The posters, drawn and kept as the server keeps them, in a directory of the dev app's
    /// own under the system's temporary one.
    let posters: ArtworkStore
    /// What the feature's value is made on: the dev app's cache and posters.
    let host: ServerHost

    init(options: SeriesWebDevOptions, logger: Logger) throws {
        self.options = options
        self.logger = logger
        let container = Container()
        let channel: any InvalidationChannel
        #if SeriesWebDevAdapters
        if let path = options.database {
            let file = DatabaseLocation.file(URL(fileURLWithPath: path))
            SeriesSQLiteStorage.register(in: container, database: DatabaseProvider(location: file, migrations: SeriesSQLiteStorage.migrations))
            channel = SQLiteInvalidationChannel(watching: file, migrations: SeriesSQLiteStorage.migrations, logger: logger)
        } else {
            container.register((any SeriesRepository & EpisodePlaybackStore).self, instance: InMemorySeriesRepository())
            channel = ProcessInvalidationChannel()
        }
        #else
        if options.database != nil {
            throw AdaptersNotBuilt(executable: "series-web-dev", option: "--database", trait: "SeriesWebDevAdapters")
        }
        container.register((any SeriesRepository & EpisodePlaybackStore).self, instance: InMemorySeriesRepository())
        channel = ProcessInvalidationChannel()
        #endif
        container.register((any SeriesCatalog).self, instance: FixtureSeriesCatalog.standard)
        let posters = try ArtworkStore(directory: FileManager.default.temporaryDirectory.appending(path: "series-web-dev-posters"), sources: [FixtureArtwork()])
        let host = ServerHost(cache: ReadCache(channel: channel), now: { Date() }, catalog: .embedded, posters: posters)
        SeriesServerFeature.register(in: container, host: host)
        (self.posters, self.host, self.container) = (posters, host, container)
    }

    /// The container, with the command's server.
    func makeContainer() -> Container {
        container.register(SeriesWebDevServer.self) { _ in SeriesWebDevServer(root: self) }
        return container
    }

    /// The series of `profile`, as the feature's value makes them per request.
    func series(of profile: Profile) throws -> any SeriesService {
        try container.resolve((@Sendable (Profile) -> any SeriesService).self)(profile)
    }

    /// Follows Pilot Light, with its first two episodes watched, and The Office (2005), when the
    /// profile follows nothing, so that every page has something to show.
    func seed() async throws {
        let service = try series(of: .fixture)
        guard try await service.followed().isEmpty else { return }
        _ = try await service.follow("Pilot Light")
        _ = try await service.markWatched("Pilot Light", .episodes(season: 1, numbers: 1...2), on: CalendarDay(parsing: "2025-03-14"), rating: 8)
        _ = try await service.follow("The Office (2005)")
    }

    func buildApplication(onListening: @escaping @Sendable (Int) async -> Void) async throws -> some ApplicationProtocol {
        let parts = try SeriesServerFeature.parts(from: container, host: host)
        let layout = try Layout(navigation: SeriesServerFeature.navigation, logInPage: OtherFeatures.logInPath, logOutAction: OtherFeatures.logOutPath)
        let fixed = options.signedOut ? nil : Viewer(id: Profile.fixture.id, name: Profile.fixture.name)
        let site = WebSite(
            routes: parts.pages + (try OtherFeatures.routes()), layout: layout, home: SeriesPages.seriesPath,
            logInPage: { _ in OtherFeatures.logInPath }, secureCookies: false, errors: SeriesServerFeature.errors, fixedViewer: fixed, images: posters
        )
        let accounts = DevAccounts(profile: .fixture, token: options.signedOut ? nil : Self.token)
        return Application(
            router: ServerRouter.router(
                accounts: accounts, routes: parts.routes, errors: SeriesServerFeature.errors, cache: host.cache,
                document: try ServedDocument(parts: [SeriesServerFeature.openAPI].compactMap { $0 }), site: site
            ),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: "series-web-dev"),
            services: [host.cache],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }
}
