import Lists
import MoviesInterface
import Synchronization
import Testing

/// ``RememberedFacts``: a film's details are read once while they are kept, films with nothing
/// stored are asked for again, and details older than ``RememberedFacts/keptFor`` are read anew.
struct RememberedFactsTests {
    /// Stored details of the films `tt0000001` to `tt0000003`, counting the films each read asks for.
    final class CountedStore: StoredMovies {
        let asked = Mutex<[[MovieID]]>([])
        let genre = Mutex("Drama")

        func movie(_ id: MovieID) async throws -> Movie? { nil }

        func facts(of ids: [MovieID]) async throws -> [MovieID: MovieFacts] {
            asked.withLock { $0.append(ids) }
            let genre = genre.withLock { $0 }
            return Dictionary(uniqueKeysWithValues: ids.filter { $0.description != "imdb:tt0000009" }.map { ($0, MovieFacts(director: nil, genres: [genre])) })
        }
    }

    let films = ["imdb:tt0000001", "imdb:tt0000002", "imdb:tt0000009"].compactMap { try? MovieID(parsing: $0, defaultSource: .offline) }

    @Test func detailsAreReadOnceWhileKeptAndFilmsWithNoneAreAskedAgain() async throws {
        let store = CountedStore()
        let clock = Mutex(ContinuousClock.now)
        let remembered = RememberedFacts(store, keptFor: .seconds(60), now: { clock.withLock { $0 } })
        let first = try await remembered.facts(of: films)
        let second = try await remembered.facts(of: films)
        #expect(first == second && first.count == 2)
        #expect(store.asked.withLock { $0 } == [films, [films[2]]])

        store.genre.withLock { $0 = "Comedy" }
        clock.withLock { $0 += .seconds(61) }
        let later = try await remembered.facts(of: films)
        #expect(later[films[0]]?.genres == ["Comedy"], "details older than keptFor are read anew")
        #expect(store.asked.withLock { $0 }.count == 3)
    }

    @Test func pastTheMostTheMemoryStartsAgainAndStillAnswersEveryFilm() async throws {
        let store = CountedStore()
        let remembered = RememberedFacts(store, most: 1)
        #expect(try await remembered.facts(of: films).count == 2)
        #expect(try await remembered.facts(of: films).count == 2)
        let asked = store.asked.withLock { $0 }
        #expect(asked.count == 2 && asked[1].count >= 2, "with room for one film, the second read asks for the others again: \(asked)")
    }
}
