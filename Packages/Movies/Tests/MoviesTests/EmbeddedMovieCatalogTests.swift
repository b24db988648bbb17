import Foundation
import Testing
import MoviesInterface
@testable import MoviesLive

@Suite struct EmbeddedMovieCatalogTests {
    let catalog: EmbeddedMovieCatalog

    init() throws {
        catalog = try EmbeddedMovieCatalog()
    }

    @Test func holdsAtLeastAHundredCompleteMoviesWithUniqueIDs() {
        let movies = catalog.allMovies
        #expect(movies.count >= 100)
        #expect(Set(movies.map(\.id)).count == movies.count)
        for movie in movies {
            #expect(!movie.title.isEmpty && movie.year != nil && !movie.genres.isEmpty, "\(movie.id)")
            #expect(movie.director != nil && !movie.cast.isEmpty && movie.runtimeMinutes != nil, "\(movie.id)")
        }
    }

    @Test func knownFactsAreRight() async throws {
        let godfather = try #require(try await catalog.search("the godfather", limit: 1).first)
        let details = try await catalog.movie(godfather.id)
        #expect(details.title == "The Godfather" && details.year == 1972)
        #expect(details.director == "Francis Ford Coppola")
        #expect(details.runtimeMinutes == 175)
        #expect(details.cast.first?.name == "Marlon Brando")
    }

    @Test func exactMatchComesBeforePrefixMatches() async throws {
        let titles = try await catalog.search("godfather", limit: 5).map(\.title)
        #expect(titles.prefix(2) == ["The Godfather", "The Godfather Part II"])
        let aliens = try await catalog.search("alien", limit: 5).map(\.title)
        #expect(aliens.first == "Alien")
        #expect(aliens.contains("Aliens"))
    }

    @Test(arguments: ["amelie", "AMÉLIE", "Amelie"])
    func caseAndAccentsAreIgnored(query: String) async throws {
        let titles = try await catalog.search(query, limit: 5).map(\.title)
        #expect(titles.first == "Amélie")
    }

    @Test func wordsMatchAnywhereInTheTitle() async throws {
        let titles = try await catalog.search("labyrinth", limit: 5).map(\.title)
        #expect(titles.contains("Pan's Labyrinth"))
        let apostrophe = try await catalog.search("pans labyrinth", limit: 5).map(\.title)
        #expect(apostrophe.first == "Pan's Labyrinth")
    }

    @Test func noMatchIsAnEmptyList() async throws {
        #expect(try await catalog.search("zzqx nothing like this", limit: 10).isEmpty)
    }

    @Test func limitIsRespected() async throws {
        #expect(try await catalog.search("the", limit: 3).count == 3)
    }

    @Test func anUnknownIDIsNotFound() async {
        let id = MovieID(source: .offline, value: "99999")
        await #expect(throws: MovieCatalogError.notFound(id)) { try await catalog.movie(id) }
    }

    @Test func damagedDataIsAnError() {
        #expect(throws: MovieCatalogError.self) { try EmbeddedMovieCatalog(json: Data("{".utf8)) }
    }
}
