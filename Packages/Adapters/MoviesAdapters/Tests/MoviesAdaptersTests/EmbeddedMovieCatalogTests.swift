import Foundation
import Testing
import MoviesInterface
@testable import MoviesSQLite

@Suite struct EmbeddedMovieCatalogTests {
    let catalog: SQLiteMovieCatalog

    init() throws {
        catalog = try EmbeddedMovieCatalog.open()
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
        #expect(try await catalog.suggestions("zzqx", year: nil, limit: 10).isEmpty)
    }

    @Test(arguments: [("godfathr", "The Godfather"), ("shawshenk", "The Shawshank Redemption"), ("amelei", "Amélie"), ("dark knigth", "The Dark Knight")])
    func aMisspeltWordIsSuggestedTheClosestTitle(query: String, title: String) async throws {
        #expect(try await catalog.search(query, limit: 5).isEmpty)
        let suggestions = try await catalog.suggestions(query, year: nil, limit: 5).map(\.title)
        #expect(suggestions.first == title, "\(suggestions)")
    }

    @Test func theYearNarrowsASearch() async throws {
        let all = try await catalog.search("godfather", limit: 5).map(\.title)
        #expect(all.count >= 2)
        let of1974 = try await catalog.search("godfather", year: 1974, limit: 5).map(\.title)
        #expect(of1974 == ["The Godfather Part II"])
    }

    @Test func resultsCarryDirectorAndRuntime() async throws {
        let first = try #require(try await catalog.search("godfather", limit: 1).first)
        #expect(first.director == "Francis Ford Coppola" && first.runtimeMinutes == 175)
    }

    @Test func everyWordMatchesAsAPrefix() async throws {
        #expect(try await catalog.search("godf pa", limit: 5).map(\.title).first == "The Godfather Part II")
    }

    @Test func limitIsRespected() async throws {
        #expect(try await catalog.search("the", limit: 3).count == 3)
    }

    @Test func anUnknownIDIsNotFound() async {
        let id = MovieID(source: .offline, value: "99999")
        await #expect(throws: MovieCatalogError.notFound(id)) { try await catalog.movie(id) }
    }

    @Test func damagedDataIsAnError() {
        #expect(throws: MovieCatalogError.self) { try EmbeddedMovieCatalog.open(bytes: Array("not a database, not at all".utf8)) }
        #expect(throws: MovieCatalogError.self) { try EmbeddedMovieCatalog.open(bytes: []) }
    }
}
