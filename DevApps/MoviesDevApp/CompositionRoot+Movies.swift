import Movies
import MoviesInterface
import MoviesLive
import MoviesTesting
import TerminalUI

extension CompositionRoot {
    var movieCatalog: any MovieCatalog {
        get throws {
            switch wiring.catalog {
            case .fixture: FixtureMovieCatalog()
            case .embedded: try embeddedCatalog.value()
            case .imdb: try importedCatalog
            case .tmdb: TMDBMovieCatalog(configuration: try tmdbConfiguration, http: httpClient)
            }
        }
    }

    /// The chosen catalog's cast lists, joined to the names-list screen by retroactive conformance.
    var namesFetcher: any NamesFetchable {
        get throws {
            switch wiring.catalog {
            case .fixture: FixtureMovieCatalog()
            case .embedded: try embeddedCatalog.value()
            case .imdb: try importedCatalog
            case .tmdb: TMDBCreditsClient(configuration: try tmdbConfiguration, http: httpClient)
            }
        }
    }

    /// Builds and describes the IMDb catalog in `--catalog-file`.
    var catalogImporter: any CatalogImporting {
        IMDbCatalogImporter(catalogPath: wiring.catalogFile)
    }

    private var importedCatalog: SQLiteMovieCatalog {
        get throws {
            try IMDbCatalogImporter(catalogPath: wiring.catalogFile).openCatalog(orThrow: DevCatalogMissing(path: wiring.catalogFile))
        }
    }

    var movieRepository: any MovieRepository {
        wiring.usesDatabase ? SQLiteMovieRepository(database: database) : inMemoryRepository
    }

    var movieService: any MovieService {
        get throws { CatalogMovieService(catalog: try movieCatalog, repository: movieRepository) }
    }

    private var tmdbConfiguration: TMDBConfiguration {
        get throws(DevTMDBTokenMissing) {
            guard let token = tmdb.token else { throw DevTMDBTokenMissing() }
            return TMDBConfiguration(baseURL: tmdb.baseURL, token: token, timeout: wiring.timeout)
        }
    }
}

/// `--catalog tmdb` without a token or the fixture server.
struct DevTMDBTokenMissing: Error, CustomStringConvertible {
    var description: String {
        "--catalog tmdb needs \(TMDBConfiguration.tokenVariable), or add --fixture-server to use the loopback TMDB look-alike"
    }
}

/// `--catalog imdb` before `catalog import` wrote the catalog file.
struct DevCatalogMissing: Error, CustomStringConvertible {
    let path: String

    var description: String {
        "there is no IMDb catalog at \(path): build one with `movies-dev catalog import FILE... --catalog-file \(path)`"
    }
}
