import Movies
import MoviesInterface
import MoviesLive
import MoviesTesting

extension CompositionRoot {
    var movieCatalog: any MovieCatalog {
        get throws {
            switch wiring.catalog {
            case .fixture: FixtureMovieCatalog()
            case .embedded: try EmbeddedMovieCatalog()
            }
        }
    }

    var movieRepository: any MovieRepository {
        wiring.usesDatabase ? SQLiteMovieRepository(database: database) : inMemoryRepository
    }

    var movieService: any MovieService {
        get throws { CatalogMovieService(catalog: try movieCatalog, repository: movieRepository) }
    }
}
