import Foundation
import MoviesInterface
import MoviesPorts
import MoviesTesting
import StorageTesting
import Testing

/// What every ``MovieRepository`` promises, on each backend.
@Suite(.temporaryPostgres) struct MovieRepositoryContractTests {
    private static let original = Movie.fixtures[0]
    private static let renamed = Movie(
        id: original.id, title: "Alien (Director's Cut)", year: 2003, genres: original.genres,
        runtimeMinutes: 116, director: original.director, cast: original.cast
    )

    @Test(arguments: MovieStorageBackend.allCases)
    func savedMoviesComeBackWholeAndByTitle(backend: MovieStorageBackend) async throws {
        try await backend.withRepository { repository in
            for movie in Movie.fixtures.reversed() { try await repository.save(movie) }
            #expect(try await repository.movie(Movie.fixtures[3].id) == Movie.fixtures[3])
            #expect(try await repository.allMovies() == Movie.fixtures.sorted { $0.title < $1.title })
        }
    }

    @Test(arguments: MovieStorageBackend.allCases)
    func missingDetailsAndAwkwardTextSurvive(backend: MovieStorageBackend) async throws {
        let sparse = Movie(id: MovieID(source: .offline, value: "tt0000001"), title: "Ça \"cast\" ' ; DROP", year: nil,
                           genres: [], runtimeMinutes: nil, director: nil, cast: [])
        let quoted = Movie(id: MovieID(source: .tmdb, value: "42"), title: "Zoë", year: 1999, genres: ["Drama", "Crime"],
                           runtimeMinutes: 90, director: "Jeanne \"J\" D'Arc", cast: [CastMember(name: "Ana ✓", character: "She\\Her")])
        try await backend.withRepository { repository in
            try await repository.save([sparse, quoted])
            #expect(try await repository.movie(sparse.id) == sparse)
            #expect(try await repository.movie(quoted.id) == quoted)
        }
    }

    /// Statistics' and rule-based lists' read of many films at once gives each stored one's
    /// director, genres in their order and running time, text of any kind included (an id with
    /// a quote, a backslash and a control character too), and leaves out the ids with nothing
    /// stored.
    @Test(arguments: MovieStorageBackend.allCases)
    func factsOfManyFilmsAreReadAtOnce(backend: MovieStorageBackend) async throws {
        let odd = Movie(id: MovieID(source: .tmdb, value: "7"), title: "Odd", year: 2001, genres: ["Sci-Fi", "Drama, \"Noir\"", "Ça"],
                        runtimeMinutes: nil, director: "A & B", cast: [])
        let bare = Movie(id: MovieID(source: .offline, value: "tt0000009"), title: "Bare", year: nil, genres: [], runtimeMinutes: nil, director: nil, cast: [])
        let missing = MovieID(source: .offline, value: "tt9999999")
        let quoted = Movie(
            id: MovieID(source: .offline, value: "q\"1\\x\u{1}"), title: "Quoted", year: nil, genres: ["Drama", "", "Action/Adventure", "\",\""], runtimeMinutes: 99,
            director: nil, cast: []
        )
        let plain = Movie(id: MovieID(source: .offline, value: "p1"), title: "Plain", year: nil, genres: ["Drama", "", "Ça"], runtimeMinutes: 1, director: nil, cast: [])
        try await backend.withRepository { repository in
            try await repository.save(Movie.fixtures + [odd, bare, quoted, plain])
            #expect(try await repository.facts(of: []).isEmpty)
            let facts = try await repository.facts(of: [odd.id, bare.id, missing, Movie.fixtures[0].id, quoted.id, odd.id, plain.id])
            #expect(facts == [
                odd.id: MovieFacts(director: "A & B", genres: ["Sci-Fi", "Drama, \"Noir\"", "Ça"]), bare.id: MovieFacts(director: nil, genres: []),
                Movie.fixtures[0].id: MovieFacts(Movie.fixtures[0]), quoted.id: MovieFacts(quoted), plain.id: MovieFacts(plain),
            ])
            #expect(Movie.fixtures[0].runtimeMinutes != nil && facts[Movie.fixtures[0].id]?.runtimeMinutes == Movie.fixtures[0].runtimeMinutes)
        }
    }

    @Test(arguments: MovieStorageBackend.allCases)
    func savingAgainReplacesTheStoredCopy(backend: MovieStorageBackend) async throws {
        try await backend.withRepository { repository in
            try await repository.save(Self.original)
            try await repository.save(Self.renamed)
            #expect(try await repository.allMovies() == [Self.renamed])
        }
    }

    @Test(arguments: MovieStorageBackend.allCases)
    func savingManyAtOnceAddsNewOnesAndReplacesStoredOnes(backend: MovieStorageBackend) async throws {
        try await backend.withRepository { repository in
            try await repository.save(Self.original)
            try await repository.save([Self.renamed, Movie.fixtures[1]])
            #expect(try await repository.allMovies() == [Self.renamed, Movie.fixtures[1]].sorted { $0.title < $1.title })
            try await repository.save([Movie]())
            #expect(try await repository.allMovies().count == 2)
        }
    }

    @Test(arguments: MovieStorageBackend.allCases)
    func anUnknownIDIsNil(backend: MovieStorageBackend) async throws {
        try await backend.withRepository { repository in
            try await repository.save(Self.original)
            #expect(try await repository.movie(MovieID(source: .offline, value: "1")) == nil)
        }
    }
}
