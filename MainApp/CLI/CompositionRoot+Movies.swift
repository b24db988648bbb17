import Movies
import MoviesInterface
import MoviesLive
import TerminalUI

extension CompositionRoot {
    /// The catalog the configuration chose: embedded and offline, imported from IMDb, or
    /// TMDB over HTTP.
    var movieCatalog: any MovieCatalog {
        get throws {
            switch configuration.catalog {
            case .offline: try embeddedCatalog.value()
            case .imdb: try importedCatalog
            case .tmdb: TMDBMovieCatalog(configuration: try tmdbConfiguration, http: httpClient)
            }
        }
    }

    /// Builds and describes the imported IMDb catalog.
    var catalogImporter: any CatalogImporting {
        IMDbCatalogImporter(catalogPath: configuration.importedCatalogPath)
    }

    private var importedCatalog: SQLiteMovieCatalog {
        get throws {
            try IMDbCatalogImporter(catalogPath: configuration.importedCatalogPath)
                .openCatalog(orThrow: MissingImportedCatalog(path: configuration.importedCatalogPath))
        }
    }

    /// Cast lists for the `cast` command's names-list screen: the chosen catalog's own
    /// client, made a `NamesFetchable` by retroactive conformance (see `NamesFetchable+Catalogs.swift`).
    var namesFetcher: any NamesFetchable {
        get throws {
            switch configuration.catalog {
            case .offline: try embeddedCatalog.value()
            case .imdb: try importedCatalog
            case .tmdb: TMDBCreditsClient(configuration: try tmdbConfiguration, http: httpClient)
            }
        }
    }

    /// Movies the user touched, in the shared database.
    var movieRepository: any MovieRepository {
        SQLiteMovieRepository(database: database)
    }

    /// Seed 000's MovieService: catalog in, repository out.
    var movieService: any MovieService {
        get throws { CatalogMovieService(catalog: try movieCatalog, repository: movieRepository) }
    }

    private var tmdbConfiguration: TMDBConfiguration {
        get throws(MissingTMDBToken) {
            guard case .tmdb(let baseURL, let token, let timeout) = configuration.catalog else {
                return TMDBConfiguration(token: "")
            }
            guard let token else { throw MissingTMDBToken() }
            return TMDBConfiguration(baseURL: baseURL, token: token, timeout: timeout)
        }
    }
}

/// TMDB was chosen without a token.
struct MissingTMDBToken: Error, CustomStringConvertible {
    var description: String {
        "the TMDB catalog needs an API read access token: set \(TMDBConfiguration.tokenVariable) (create one at themoviedb.org/settings/api), or use --catalog offline"
    }
}

/// `--catalog imdb` before any catalog was imported.
struct MissingImportedCatalog: Error, CustomStringConvertible {
    let path: String

    var description: String {
        "no IMDb catalog has been imported (none at \(path)): import IMDb's datasets with `watchlist catalog import title.basics.tsv.gz ...`, or use --catalog offline"
    }
}
