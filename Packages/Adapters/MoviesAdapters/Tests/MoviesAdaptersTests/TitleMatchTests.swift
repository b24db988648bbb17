import Foundation
import Movies
import MoviesInterface
import MoviesPorts
import MoviesTesting
import Networking
import TMDBFixtureServer
import TMDB
import Testing
@testable import MoviesIMDb
@testable import MoviesSQLite
@testable import MoviesTMDB

/// Finding a film named by another service: by exact title and year in each catalog, and by
/// IMDb id where the catalog can tell.
@Suite struct TitleMatchTests {
    @Test(arguments: [
        ("The Godfather", "the godfather"),
        ("Léon: The Professional", "leon the professional"),
        ("Pan’s Labyrinth", "pans labyrinth"),
        ("  AMÉLIE!  ", "amelie"),
        ("8½", "8½"),
        ("", ""),
    ])
    func comparisonKeysIgnoreCaseAccentsApostrophesAndPunctuation(title: String, key: String) {
        #expect(MovieTitle.comparisonKey(title) == key)
    }

    @Test func theEmbeddedCatalogFindsTheExactTitleAndNotItsSequels() async throws {
        let catalog = try EmbeddedMovieCatalog.open()
        #expect(try await catalog.movies(titled: "The Godfather", year: 1972).map(\.title) == ["The Godfather"])
        #expect(try await catalog.movies(titled: "the godfather", year: nil).map(\.title) == ["The Godfather"])
        #expect(try await catalog.movies(titled: "Leon: The Professional", year: 1994).map(\.title) == ["Léon: The Professional"])
        #expect(try await catalog.movies(titled: "The Godfather", year: 1990).isEmpty)
        #expect(try await catalog.movies(titled: "Godfather", year: nil).isEmpty)
        #expect(try await catalog.movies(titled: "!!!", year: nil).isEmpty)
        #expect(try await catalog.movieID(imdbID: "tt0068646") == nil)
    }

    @Test func anImportedIMDbCatalogMatchesOriginalTitlesSameNamedFilmsAndIds() async throws {
        let fixture = try IMDbFixture()
        defer { fixture.remove() }
        let builder = IMDbCatalogBuilder(catalogPath: fixture.catalogPath)
        _ = try builder.buildCatalog(files: try fixture.all(), types: IMDbCatalogBuilder.defaultTypes, progress: { _ in }, isCancelled: { false })
        let catalog = try SQLiteMovieCatalog.open(builtAt: builder.catalogPath, orThrow: CocoaError(.fileNoSuchFile))
        // Two films called Dune: both without a year, one with it.
        #expect(Set(try await catalog.movies(titled: "Dune", year: nil).map(\.id.value)) == ["tt1160419", "tt0087182"])
        #expect(try await catalog.movies(titled: "Dune", year: 1984).map(\.id.value) == ["tt0087182"])
        // The original title counts too; a short of the same name is not in the catalog.
        #expect(try await catalog.movies(titled: "Shichinin no samurai", year: 1954).map(\.title) == ["Seven Samurai"])
        #expect(try await catalog.movies(titled: "The Godfather", year: nil).map(\.id.value) == ["tt0068646"])
        #expect(try await catalog.movieID(imdbID: "tt0068646") == MovieID(source: .imdb, value: "tt0068646"))
        #expect(try await catalog.movieID(imdbID: "tt9990001") == nil)  // a short, left out of the catalog
        #expect(try await catalog.movieID(imdbID: "nm0000008") == nil)
    }

    @Test func tmdbFindsByIMDbIdThroughItsFindEndpoint() async throws {
        let server = try await TMDBFixtureServer.start()
        let catalog = TMDBMovieCatalog(
            configuration: TMDBConfiguration(baseURL: server.baseURL, token: TMDBFixtureServer.token, timeout: .seconds(2)),
            http: CurlHTTPClient()
        )
        let found = try await catalog.movieID(imdbID: "tt0133093")
        let missing = try await catalog.movieID(imdbID: "tt0000001")
        let refused = try await catalog.movieID(imdbID: "tt12/../x")
        let titled = try await catalog.movies(titled: "the matrix", year: 1999)
        let requests = server.receivedRequests
        await server.stop()
        #expect(found == MovieID(source: .tmdb, value: "603"))
        #expect(missing == nil && refused == nil)
        #expect(titled.map(\.id.value) == ["603"])
        #expect(requests.prefix(2) == ["/3/find/tt0133093?external_source=imdb_id", "/3/find/tt0000001?external_source=imdb_id"])
    }

    @Test func storingMoviesKeepsEachInOneWriteAndSkipsUnknownIds() async throws {
        let repository = InMemoryMovieRepository()
        let service = CatalogMovieService(catalog: FixtureMovieCatalog(), repository: repository)
        let ids = [MovieID(source: .fixture, value: "1"), MovieID(source: .fixture, value: "999"), MovieID(source: .fixture, value: "3")]
        let stored = try await service.storeMovies(ids)
        #expect(stored.map(\.title) == ["Alien", "The Matrix"])
        #expect(try repository.allMovies().map(\.title) == ["Alien", "The Matrix"])
    }
}
