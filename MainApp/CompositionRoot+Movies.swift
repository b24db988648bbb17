import Movies
import MoviesInterface
import MoviesLive

extension CompositionRoot {
    /// The embedded offline catalog.
    var movieCatalog: any MovieCatalog {
        get throws { try EmbeddedMovieCatalog() }
    }

    /// Movies the user touched, in the shared database.
    var movieRepository: any MovieRepository {
        SQLiteMovieRepository(database: database)
    }

    /// Seed 000's MovieService: catalog in, repository out.
    var movieService: any MovieService {
        get throws { CatalogMovieService(catalog: try movieCatalog, repository: movieRepository) }
    }
}
