import APIContract
import Injection
import Movies
import MoviesAPI
import MoviesInterface
import MoviesPorts
import MoviesSQLite
import MoviesWeb
import ServerComposition
import WebServer
import WebUI

/// The Movies feature in `watchlist-server`: films from the `--catalog` file or the embedded
/// catalog, the films people touched (on the storage the root registered), the movie routes,
/// and the search and film pages with every other kind of title contributed to the search page
/// (`OtherTitlesOnTheWeb`); and what it offers the others: the films (`MovieService`), their
/// stored details (`StoredMovies`) and the addresses of its pages (`MoviesWebLinks`).
public enum MoviesServerFeature: ServerFeature {
    public static var errors: [any HTTPErrorMapping] { [MoviesHTTPErrors()] }
    public static var openAPI: OpenAPIPart? { MoviesOpenAPI.part }
    public static var navigation: [Layout.Link] { MoviesPages.navigation }

    public static func register(in container: Container, host: ServerHost) {
        container.register((any StoredMovies).self) { resolver in try resolver.resolve((any MovieRepository).self) }
        // The catalog is opened once, when the server is built: a file that is not a catalog
        // stops the start rather than a request.
        container.register((any MovieService).self, lifetime: .shared) { resolver in
            CatalogMovieService(catalog: try catalog(host), repository: try resolver.resolve((any MovieRepository).self))
        }
        container.register((any MoviesWebLinks).self, instance: MoviesPageLinks())
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let movies = try container.resolve((any MovieService).self)
        let pages = try MoviesPages(
            movies: movies, actions: try container.resolve((any MoviePageActions).self),
            others: try container.resolve(Contributions<any OtherTitlesOnTheWeb>.self).all, posters: host.posters
        )
        return ServerParts(routes: [MovieRoutes(movies: movies)], pages: pages.routes)
    }

    /// The catalog built from IMDb's datasets when `--catalog` names one, else the embedded
    /// catalog: the server answers with no network and no set-up. It stays a local SQLite file
    /// even when the rest is on PostgreSQL: reference data each server reads and never writes.
    private static func catalog(_ host: ServerHost) throws -> any MovieCatalog {
        switch host.catalog {
        case .embedded: try EmbeddedMovieCatalog.open()
        case .imdb(let path): try SQLiteMovieCatalog.open(builtAt: path, memoryMapped: true, orThrow: CatalogChoiceError.notBuilt(path: path))
        }
    }
}

/// The addresses of the Movies feature's pages, for the other features' pages that link there.
struct MoviesPageLinks: MoviesWebLinks {
    func moviePage(_ id: MovieID) -> String { MoviesPages.moviePage(id) }
    func searchPage(query: String?) -> String { MoviesPages.searchPage(query: query) }
}
