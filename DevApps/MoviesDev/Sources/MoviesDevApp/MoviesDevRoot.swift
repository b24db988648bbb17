// The composition root of `movies-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import CommandInjection
import Injection
import Foundation
import Movies
import MoviesInterface
import MoviesPorts
import MoviesTesting
import TerminalUI
import TerminalUIInterface
#if MoviesDevAdapters
import MoviesCatalogNames
import MoviesIMDb
import MoviesSQLite
import MoviesTMDB
import Networking
import Storage
import TMDB
import TMDBFixtureServer
#endif

/// The Movies dev app's own composition root: the same feature code as `watchlist`, on the
/// fixture catalog and an in-memory store. Built with the `MoviesDevAdapters` trait, the wiring
/// options choose real adapters too: the offline, IMDb and TMDB catalogs, and an SQLite file.
final class MoviesDevRoot: Sendable {
    let settings: Settings
    /// Shared: the in-memory repository used when no database is asked for.
    let inMemoryRepository = InMemoryMovieRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal
    #if MoviesDevAdapters
    /// Shared: the database, when one is asked for.
    let database: DatabaseProvider
    /// Shared: the HTTP client; libcurl is loaded on the first request.
    let httpClient: any HTTPClient = CurlHTTPClient()
    /// Shared: the embedded catalog, opened on first use and at most once a run.
    let embeddedCatalog = LazyShared { try EmbeddedMovieCatalog.open() }
    /// Where TMDB requests go; it keeps the fixture server running, when there is one.
    let tmdb: DevTMDB
    #endif

    /// What the wiring options chose, as plain values, safe to share.
    struct Settings: Sendable {
        let catalog: MoviesDevWiring.CatalogChoice
        /// The SQLite file `--database` gave, if any.
        let databasePath: String?
        let timeout: Duration
        let catalogFile: String
    }

    #if MoviesDevAdapters
    init(wiring: MoviesDevWiring, tmdb: DevTMDB, environment: [String: String]) {
        settings = Settings(wiring: wiring)
        self.tmdb = tmdb
        database = DatabaseProvider(
            location: settings.databasePath.map { .file(URL(fileURLWithPath: $0)) } ?? .inMemory,
            migrations: SQLiteMovieRepository.migrations
        )
        terminal = StandardTerminal(environment: environment)
    }
    #else
    /// Refuses the options that need the real adapters, which this build left out.
    init(wiring: MoviesDevWiring, environment: [String: String]) throws(AdaptersNotBuilt) {
        if let option = wiring.liveOption {
            throw AdaptersNotBuilt(executable: "movies-dev", option: option, trait: "MoviesDevAdapters")
        }
        settings = Settings(wiring: wiring)
        terminal = StandardTerminal(environment: environment)
    }
    #endif

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(MoviesDevScreens.self, instance: MoviesDevScreens(root: self))
        container.register((any MovieService).self) { _ in try self.movieService }
        container.register((any NamesFetchable).self) { _ in try self.catalog.names }
        #if MoviesDevAdapters
        container.register((any CatalogBuilding).self) { _ in self.catalogBuilder }
        #endif
        return container
    }

    /// The catalog `--catalog` chose, as searches and details, and as cast lists for the
    /// names-list screen (the catalogs' clients made `NamesFetchable` by retroactive conformance).
    var catalog: (movies: any MovieCatalog, names: any NamesFetchable) {
        get throws {
            #if MoviesDevAdapters
            switch settings.catalog {
            case .fixture:
                return (FixtureMovieCatalog(), FixtureMovieCatalog())
            case .offline:
                let embedded = try embeddedCatalog.value()
                return (embedded, embedded)
            case .imdb:
                let imported = try SQLiteMovieCatalog.open(builtAt: settings.catalogFile, orThrow: CatalogChoiceError.notBuilt(path: settings.catalogFile))
                return (imported, imported)
            case .tmdb:
                guard let token = tmdb.token else { throw CatalogChoiceError.missingToken(variable: TMDBConfiguration.tokenVariable) }
                let configuration = TMDBConfiguration(baseURL: tmdb.baseURL, token: token, timeout: settings.timeout)
                return (TMDBMovieCatalog(configuration: configuration, http: httpClient), TMDBCreditsClient(configuration: configuration, http: httpClient))
            }
            #else
            return (FixtureMovieCatalog(), FixtureMovieCatalog())
            #endif
        }
    }

    #if MoviesDevAdapters
    /// Builds and describes the IMDb catalog in `--catalog-file`.
    var catalogBuilder: any CatalogBuilding {
        IMDbCatalogBuilder(catalogPath: settings.catalogFile)
    }
    #endif

    var movieRepository: any MovieRepository {
        #if MoviesDevAdapters
        settings.databasePath != nil ? SQLiteMovieRepository(database: database) : inMemoryRepository
        #else
        inMemoryRepository
        #endif
    }

    var movieService: any MovieService {
        get throws { CatalogMovieService(catalog: try catalog.movies, repository: movieRepository) }
    }
}

extension MoviesDevRoot.Settings {
    init(wiring: MoviesDevWiring) {
        self.init(
            catalog: wiring.fixtureServer ? .tmdb : wiring.catalog,
            databasePath: wiring.database,
            timeout: wiring.timeout.duration,
            catalogFile: wiring.catalogFile
        )
    }
}

#if MoviesDevAdapters
/// Where the dev app's TMDB catalog points: the fixture server, or TMDB from the environment.
struct DevTMDB: Sendable {
    let baseURL: URL
    let token: String?
    /// The fixture server, kept here so it runs as long as the root that uses it.
    let fixtureServer: TMDBFixtureServer?

    /// TMDB's look-alike on 127.0.0.1, with the token it accepts.
    init(fixtureServer: TMDBFixtureServer) {
        baseURL = fixtureServer.baseURL
        token = TMDBFixtureServer.token
        self.fixtureServer = fixtureServer
    }

    /// TMDB as `TMDB_BASE_URL` and `TMDB_API_TOKEN` say.
    init(environment: [String: String]) {
        baseURL = environment[TMDBConfiguration.baseURLVariable].flatMap(URL.init(string:)) ?? TMDBConfiguration.defaultBaseURL
        token = environment[TMDBConfiguration.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        fixtureServer = nil
    }
}
#endif
