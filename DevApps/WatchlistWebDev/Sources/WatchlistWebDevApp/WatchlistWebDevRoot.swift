// The composition root of `watchlist-web-dev`, and its only one: every dependency its pages
// use is made in this file.
import Artwork
import ArtworkFixtures
import AuthInterface
import AuthTesting
import CommandInjection
import Injection
import Foundation
import WebServer
import Hummingbird
import Logging
import MoviesInterface
import MoviesTesting
import ReadCache
import Watchlist
import WatchlistArchive
import WatchlistInterface
import WatchlistPorts
import WatchlistTesting
import WatchlistWeb
import WebUI
#if WatchlistWebDevAdapters
import ReadCacheSQLite
import Storage
import WatchlistSQLite
#endif

/// The Watchlist web dev app's root: the real Watchlist pages and service, on an in-memory
/// list seeded with the fixture films, signed in as the fixture profile (`dev`) without a
/// log-in. It links no other feature's pages: links to a film's page or the log-in page lead
/// to a page that says which feature serves them. Built with the `WatchlistWebDevAdapters`
/// trait, `--database` keeps the list in SQLite, and a write by another program to that file
/// shows up live.
final class WatchlistWebDevRoot: Sendable {
    let options: WatchlistWebDevOptions
    let logger: Logger
    #if WatchlistWebDevAdapters
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif
    /// Shared: the in-memory list and shares otherwise.
    let inMemoryRepository = InMemoryWatchlistRepository()
    let inMemoryShares = InMemoryListShareRepository()

    init(options: WatchlistWebDevOptions, logger: Logger) throws(AdaptersNotBuilt) {
        self.options = options
        self.logger = logger
        #if WatchlistWebDevAdapters
        database = options.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteWatchlistRepository.migrations)
        }
        #else
        if options.database != nil {
            throw AdaptersNotBuilt(executable: "watchlist-web-dev", option: "--database", trait: "WatchlistWebDevAdapters")
        }
        #endif
    }

    var repository: any WatchlistRepository {
        #if WatchlistWebDevAdapters
        if let database { return SQLiteWatchlistRepository(database: database) }
        #endif
        return inMemoryRepository
    }

    var shares: any ListShareRepository {
        #if WatchlistWebDevAdapters
        if let database { return SQLiteListShareRepository(database: database) }
        #endif
        return inMemoryShares
    }

    /// How the pages hear of changes: a shared file's commits, else this process's writes.
    var invalidations: any InvalidationChannel {
        #if WatchlistWebDevAdapters
        if let path = options.database {
            let watched = DatabaseProvider(location: .file(URL(fileURLWithPath: path)), migrations: SQLiteWatchlistRepository.migrations)
            return SQLiteInvalidationChannel(monitor: DatabaseChangeMonitor(database: watched), logger: logger)
        }
        #endif
        return ProcessInvalidationChannel()
    }

    func makeContainer() -> Container {
        let container = Container()
        container.register(WebDevServer.self) { _ in WebDevServer(root: self) }
        return container
    }

    var profiles: any CurrentProfileProviding { SignedInProfile(.fixture) }

    func watchlist(of profile: Profile) -> ProfileWatchlistService {
        ProfileWatchlistService(
            profiles: SignedInProfile(profile), movies: { FixtureMovieService() }, storedMovies: { InMemoryMovieRepository(movies: Movie.fixtures) },
            directory: FixedProfileDirectory(), shares: shares, repository: repository
        )
    }

    /// The site: Watchlist's pages, and a page for every address another feature serves.
    func site() throws -> WebSite {
        let posters = try Self.posters()
        let pages = try WatchlistPages(
            lists: { profile in self.watchlist(of: profile) },
            shares: { profile in ProfileListSharing(profiles: SignedInProfile(profile), directory: FixedProfileDirectory(), repository: self.shares) },
            files: ArchiveFiles(), movies: OtherFeatures(), posters: posters
        )
        let layout = try Layout(navigation: WatchlistPages.navigation, logInPage: OtherFeatures.logInPath, logOutAction: OtherFeatures.logOutPath)
        let fixed = options.signedOut ? nil : Viewer(id: Profile.fixture.id, name: Profile.fixture.name)
        return WebSite(
            routes: pages.routes + (try OtherFeatures.routes()), layout: layout, home: WatchlistPages.listPath,
            logInPage: { _ in OtherFeatures.logInPath }, secureCookies: false,
            errors: [WatchlistHTTPErrors(), OtherFeatures.Errors()], fixedViewer: fixed, images: posters
        )
    }

    /// Drawn posters (``FixtureArtwork``), kept as the server keeps them, in a directory of the
    /// dev app's own under the system's temporary one.
    static func posters() throws -> ArtworkStore {
        try ArtworkStore(directory: FileManager.default.temporaryDirectory.appending(path: "watchlist-web-dev-posters"), sources: [FixtureArtwork()])
    }

    /// Adds the fixture films to an empty list and records viewings of two of them, so that
    /// every page has something to show.
    func seed() async throws {
        let service = watchlist(of: .fixture)
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
        let cache = ReadCache(channel: invalidations)
        return Application(
            router: WebRoutes.router(try site(), accounts: DevAccounts(profile: .fixture, token: nil), cache: cache),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: "watchlist-web-dev"),
            services: [cache],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }
}
