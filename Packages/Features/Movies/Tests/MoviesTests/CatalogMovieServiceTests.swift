import Testing
import MoviesInterface
import MoviesTesting
@testable import Movies

@Suite struct CatalogMovieServiceTests {
    let alien = Movie.fixtures[0]

    @Test func loadingAMovieStoresIt() async throws {
        let repository = InMemoryMovieRepository()
        let service = CatalogMovieService(catalog: FixtureMovieCatalog(), repository: repository)
        #expect(try await service.movie(alien.id) == alien)
        #expect(try repository.movie(alien.id) == alien)
    }

    @Test func aStoredMovieAnswersWhenTheCatalogIsUnavailable() async throws {
        let offline = FixtureMovieCatalog(failure: .unavailable(reason: "down", remedy: .tryAgain))
        let service = CatalogMovieService(catalog: offline, repository: InMemoryMovieRepository(movies: [alien]))
        #expect(try await service.movie(alien.id) == alien)
    }

    @Test func anUnavailableCatalogWithNothingStoredIsAnError() async {
        let failure = MovieCatalogError.unavailable(reason: "down", remedy: .tryAgain)
        let service = CatalogMovieService(catalog: FixtureMovieCatalog(failure: failure), repository: InMemoryMovieRepository())
        await #expect(throws: failure) { try await service.movie(alien.id) }
    }

    @Test func notFoundIsNotHiddenByStoredData() async {
        let service = CatalogMovieService(catalog: FixtureMovieCatalog(), repository: InMemoryMovieRepository())
        let missing = MovieID(source: .fixture, value: "404")
        await #expect(throws: MovieCatalogError.notFound(missing)) { try await service.movie(missing) }
    }

    @Test func anotherCatalogsIDIsServedFromStorageOrExplained() async throws {
        let offlineMovie = Movie(id: MovieID(source: .offline, value: "7"), title: "Stored", year: 2000, genres: [], runtimeMinutes: nil, director: nil, cast: [])
        let service = CatalogMovieService(catalog: FixtureMovieCatalog(), repository: InMemoryMovieRepository(movies: [offlineMovie]))
        #expect(try await service.movie(offlineMovie.id) == offlineMovie)
        let other = MovieID(source: .offline, value: "8")
        await #expect(throws: MovieServiceError.otherCatalog(other, current: .fixture)) { try await service.movie(other) }
    }

    @Test func bareIDsBelongToTheCurrentCatalog() throws {
        let service = CatalogMovieService(catalog: FixtureMovieCatalog(), repository: InMemoryMovieRepository())
        #expect(try service.movieID(parsing: "3") == MovieID(source: .fixture, value: "3"))
        #expect(try service.movieID(parsing: "offline:12") == MovieID(source: .offline, value: "12"))
        #expect(throws: MovieIDError.self) { try service.movieID(parsing: "not an id") }
        #expect(throws: MovieIDError.self) { try service.movieID(parsing: "a:b:c") }
        #expect(throws: MovieIDError.self) { try service.movieID(parsing: "Offline:1") }
    }
}
