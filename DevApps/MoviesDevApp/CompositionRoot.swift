// The composition root of `movies-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import Composition
import Foundation
import Movies
import MoviesCatalogNames
import MoviesInterface
import MoviesPorts
import MoviesSQLite
import MoviesTMDB
import MoviesTesting
import Networking
import Storage
import TMDBFixtureServer
import TerminalUI
import TerminalUIInterface

/// The Movies dev app's own composition root: the same feature code as `watchlist`,
/// wired to fixtures or real adapters as ``MoviesDevWiring`` says.
final class CompositionRoot: Sendable {
    let settings: Settings
    /// Shared: the database, when one is asked for.
    let database: DatabaseProvider
    /// Shared: the in-memory repository used when no database is asked for.
    let inMemoryRepository = InMemoryMovieRepository()
    /// Shared: the HTTP client; libcurl is loaded on the first request.
    let httpClient: any HTTPClient = CurlHTTPClient()
    /// Shared: the embedded catalog, opened on first use and at most once a run.
    let embeddedCatalog = LazyShared { try EmbeddedMovieCatalog.open() }
    /// Shared: the real terminal.
    let terminal: any Terminal
    /// Where TMDB requests go; it keeps the fixture server running, when there is one.
    let tmdb: DevTMDB

    /// What the wiring options chose, as plain values, safe to share.
    struct Settings: Sendable {
        let catalog: MoviesDevWiring.CatalogChoice
        let databaseLocation: DatabaseLocation
        let usesDatabase: Bool
        let timeout: Duration
        let catalogFile: String
    }

    init(wiring: MoviesDevWiring, tmdb: DevTMDB, environment: [String: String]) {
        settings = Settings(
            catalog: wiring.fixtureServer ? .tmdb : wiring.catalog,
            databaseLocation: wiring.database.map { .file(URL(fileURLWithPath: $0)) } ?? .inMemory,
            usesDatabase: wiring.database != nil,
            timeout: wiring.timeout.duration,
            catalogFile: wiring.catalogFile
        )
        self.tmdb = tmdb
        database = DatabaseProvider(location: settings.databaseLocation, migrations: SQLiteMovieRepository.migrations)
        terminal = StandardTerminal(environment: environment)
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(DevScreenFactory.self, instance: DevScreenFactory(root: self))
        container.register((any MovieService).self) { _ in try self.movieService }
        container.register((any NamesFetchable).self) { _ in try self.catalog.names }
        container.register((any CatalogImporting).self) { _ in self.catalogImporter }
        return container
    }

    /// The catalog `--catalog` chose, as searches and details, and as cast lists for the
    /// names-list screen (the catalogs' clients made `NamesFetchable` by retroactive conformance).
    var catalog: (movies: any MovieCatalog, names: any NamesFetchable) {
        get throws {
            switch settings.catalog {
            case .fixture:
                return (FixtureMovieCatalog(), FixtureMovieCatalog())
            case .offline:
                let embedded = try embeddedCatalog.value()
                return (embedded, embedded)
            case .imdb:
                let imported = try IMDbCatalogImporter(catalogPath: settings.catalogFile).openCatalog(orThrow: CatalogChoiceError.notImported(path: settings.catalogFile))
                return (imported, imported)
            case .tmdb:
                guard let token = tmdb.token else { throw CatalogChoiceError.missingToken(variable: TMDBConfiguration.tokenVariable) }
                let configuration = TMDBConfiguration(baseURL: tmdb.baseURL, token: token, timeout: settings.timeout)
                return (TMDBMovieCatalog(configuration: configuration, http: httpClient), TMDBCreditsClient(configuration: configuration, http: httpClient))
            }
        }
    }

    /// Builds and describes the IMDb catalog in `--catalog-file`.
    var catalogImporter: any CatalogImporting {
        IMDbCatalogImporter(catalogPath: settings.catalogFile)
    }

    var movieRepository: any MovieRepository {
        settings.usesDatabase ? SQLiteMovieRepository(database: database) : inMemoryRepository
    }

    var movieService: any MovieService {
        get throws { CatalogMovieService(catalog: try catalog.movies, repository: movieRepository) }
    }
}

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
