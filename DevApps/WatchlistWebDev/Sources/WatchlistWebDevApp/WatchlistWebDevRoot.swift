// The composition root of `watchlist-web-dev`, and its only one: the Watchlist feature's own
// server value (`WatchlistServerFeature`, as `watchlist-server` lists it), with fixtures for
// what the other features give it.
import Artwork
import ArtworkFixtures
import AuthInterface
import AuthTesting
import CommandInjection
import Foundation
import Hummingbird
import Injection
import Logging
import MoviesInterface
import MoviesTesting
import ReadCache
import ServerComposition
import Watchlist
import WatchlistInterface
import WatchlistPorts
import WatchlistServer
import WatchlistTesting
import WebServer
import WebUI
#if WatchlistWebDevAdapters
import ReadCacheSQLite
import Storage
import WatchlistSQLite
#endif

/// The Watchlist web dev app's root: the feature's server value, registered and asked for its
/// pages as the server does, on an in-memory list seeded with the fixture films, signed in as
/// the fixture profile (`dev`) without a log-in. The other features' parts are fixtures: the
/// fixture films for Movies, fixed profiles for Auth, and a page that says which feature serves
/// a film's page or the log-in page. Built with the `WatchlistWebDevAdapters` trait,
/// `--database` registers the feature's SQLite storage on that file, and a write by another
/// program to it shows up live.
final class WatchlistWebDevRoot: Sendable {
    let options: WatchlistWebDevOptions
    let logger: Logger
    /// The feature's registrations and the fixtures, made once: the list is shared by the
    /// pages and the seeding.
    let container: Container
    /// The posters, drawn and kept as the server keeps them, in a directory of the dev app's
    /// own under the system's temporary one.
    let posters: ArtworkStore
    /// What the feature's value is made on: the dev app's cache and posters.
    let host: ServerHost
    /// The cache of pages that a write clears, on how the pages hear of changes: a shared
    /// file's commits, else this process's writes.
    let cache: ReadCache

    init(options: WatchlistWebDevOptions, logger: Logger) throws {
        self.options = options
        self.logger = logger
        let container = Container()
        let channel: any InvalidationChannel
        #if WatchlistWebDevAdapters
        if let path = options.database {
            let file = DatabaseLocation.file(URL(fileURLWithPath: path))
            WatchlistSQLiteStorage.register(in: container, database: DatabaseProvider(location: file, migrations: WatchlistSQLiteStorage.migrations))
            channel = SQLiteInvalidationChannel(watching: file, migrations: WatchlistSQLiteStorage.migrations, logger: logger)
        } else {
            Self.registerInMemory(in: container)
            channel = ProcessInvalidationChannel()
        }
        #else
        if options.database != nil {
            throw AdaptersNotBuilt(executable: "watchlist-web-dev", option: "--database", trait: "WatchlistWebDevAdapters")
        }
        Self.registerInMemory(in: container)
        channel = ProcessInvalidationChannel()
        #endif
        // What the Movies and Auth features give the list on the server.
        container.register((any MovieService).self, instance: FixtureMovieService())
        container.register((any StoredMovies).self, instance: InMemoryMovieRepository(movies: Movie.fixtures))
        container.register((any MoviesWebLinks).self, instance: OtherFeatures())
        container.register((any ProfileDirectory).self, instance: FixedProfileDirectory())
        let cache = ReadCache(channel: channel)
        let posters = try ArtworkStore(directory: FileManager.default.temporaryDirectory.appending(path: "watchlist-web-dev-posters"), sources: [FixtureArtwork()])
        let host = ServerHost(cache: cache, now: { Date() }, catalog: .embedded, posters: posters)
        WatchlistServerFeature.register(in: container, host: host)
        (self.cache, self.posters, self.host, self.container) = (cache, posters, host, container)
    }

    /// The list, its shares and its playbacks in memory, under the feature's Ports.
    private static func registerInMemory(in container: Container) {
        let lists = InMemoryWatchlistRepository()
        container.register((any WatchlistRepository).self, instance: lists)
        container.register((any PlaybackStore).self, instance: lists)
        container.register((any ListShareRepository).self, instance: InMemoryListShareRepository())
    }

    /// The container, with the command's server.
    func makeContainer() -> Container {
        container.register(WebDevServer.self) { _ in WebDevServer(root: self) }
        return container
    }

    /// The list of `profile`, as the feature's value makes it per request.
    func watchlist(of profile: Profile) throws -> ProfileWatchlistService {
        try container.resolve((@Sendable (Profile) -> ProfileWatchlistService).self)(profile)
    }

    /// The site: the feature's pages, and a page for every address another feature serves.
    func site() throws -> WebSite {
        let parts = try WatchlistServerFeature.parts(from: container, host: host)
        let layout = try Layout(navigation: WatchlistServerFeature.navigation, logInPage: OtherFeatures.logInPath, logOutAction: OtherFeatures.logOutPath)
        let fixed = options.signedOut ? nil : Viewer(id: Profile.fixture.id, name: Profile.fixture.name)
        return WebSite(
            routes: parts.pages + (try OtherFeatures.routes()), layout: layout, home: try container.resolve(HomePage.self).path,
            logInPage: { _ in OtherFeatures.logInPath }, secureCookies: false,
            errors: WatchlistServerFeature.errors + [OtherFeatures.Errors()], fixedViewer: fixed, images: posters
        )
    }

    /// Adds the fixture films to an empty list and records viewings of two of them, so that
    /// every page has something to show.
    func seed() async throws {
        let service = try watchlist(of: .fixture)
        guard try await service.entries(filter: .all, sort: .added).isEmpty else { return }
        for (index, movie) in Movie.fixtures.enumerated() {
            _ = try await service.add(movie.id, note: index == 0 ? "Seeded by watchlist-web-dev" : nil)
        }
        for (index, movie) in Movie.fixtures.prefix(2).enumerated() {
            let day = CalendarDay(parsing: "2025-0\(3 + index)-14")
            _ = try await service.markWatched(movie.id, on: day, rating: 8 + index, review: "A fixture viewing.")
        }
    }

    func buildApplication(onListening: @escaping @Sendable (Int) async -> Void) async throws -> some ApplicationProtocol {
        Application(
            router: WebRoutes.router(try site(), accounts: DevAccounts(profile: .fixture, token: nil), cache: cache),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: "watchlist-web-dev"),
            services: [cache],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }
}
