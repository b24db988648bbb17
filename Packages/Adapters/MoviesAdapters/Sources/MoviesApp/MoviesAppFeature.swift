import AppComposition
import ArgumentParser
import IMDbCatalogBuild
import CommandInjection
import Injection
import Movies
import MoviesCatalogNames
import MoviesIMDb
import MoviesInterface
import MoviesPorts
import MoviesSQLite
import MoviesTMDB
import Storage
import TMDB
import TerminalUI

/// The Movies feature in `watchlist`: films from the catalog `--catalog` chose (embedded,
/// built from IMDb's datasets, or TMDB), `search`, `show`, `cast` and `catalog`, the films
/// people touched in the app's database, and the search screen; and what it offers the
/// others: the films (`MovieService`), their stored details (`StoredMovies`) and the build of
/// the IMDb catalog, into which every feature's `IMDbCatalogPart` goes.
public enum MoviesAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { MoviesCommands.all(kinds) + MoviesCommands.catalogManagement(kinds) }
    public static var examples: [String] { ["watchlist search godfather", "TMDB_API_TOKEN=... watchlist search matrix --catalog tmdb"] }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        CatalogAdvice.advice(for: error, invokedAs: executable) ?? MoviesAdvice.advice(for: error, invokedAs: executable)
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteMovieRepository.migrations }

    public static func register(in container: Container, host: AppHost) {
        let repository = SQLiteMovieRepository(database: host.database)
        container.register((any StoredMovies).self, instance: repository)
        container.register(EmbeddedCatalog.self, lifetime: .shared) { _ in EmbeddedCatalog(films: try EmbeddedMovieCatalog.open()) }
        // A catalog registered as a port (a dev app's fixtures) wins over the one `--catalog` chose.
        container.register((any MovieService).self) { resolver in
            CatalogMovieService(catalog: try resolver.resolveIfRegistered((any MovieCatalog).self) ?? catalog(host, resolver).films, repository: repository)
        }
        container.register((any NamesFetchable).self) { resolver in try catalog(host, resolver).names }
        container.register((any CatalogBuilding).self) { resolver in
            IMDbCatalogBuilder(catalogPath: host.builtCatalogPath, parts: try resolver.resolve(Contributions<any IMDbCatalogPart>.self).all)
        }
    }

    public static let menu = [
        AppMenuItem(title: "Search the catalog", key: "s") { container in
            SearchScreen(movies: try container.resolve((any MovieService).self), addToList: try container.resolve((any AddToListScreenBuildable).self))
        }
    ]

    /// The catalog the configuration chose, as the two things commands ask of it: searches and
    /// details, and cast lists for `cast`'s names-list screen, which the catalogs' own clients
    /// answer, made `NamesFetchable` by retroactive conformance (in MoviesCatalogNames).
    private static func catalog(_ host: AppHost, _ resolver: Resolver) throws -> (films: any MovieCatalog, names: any NamesFetchable) {
        switch host.catalog {
        case .offline:
            let embedded = try resolver.resolve(EmbeddedCatalog.self).films
            return (embedded, embedded)
        case .imdb(let path):
            let built = try SQLiteMovieCatalog.open(builtAt: path, orThrow: CatalogChoiceError.notBuilt(path: path))
            return (built, built)
        case .tmdb(let configuration):
            guard let configuration else { throw CatalogChoiceError.missingToken(variable: TMDBConfiguration.tokenVariable) }
            return (TMDBMovieCatalog(configuration: configuration, http: host.http), TMDBCreditsClient(configuration: configuration, http: host.http))
        }
    }
}

/// The catalog embedded in the app, opened on first use and at most once a run: a command
/// that never searches never decodes it (the root tests ask the container whether it was).
public struct EmbeddedCatalog: Sendable {
    /// Its films.
    public let films: SQLiteMovieCatalog
}
