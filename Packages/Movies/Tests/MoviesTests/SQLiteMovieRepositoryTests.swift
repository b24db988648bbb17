import Foundation
import Testing
import MoviesInterface
import MoviesLive
import MoviesTesting
import Storage

@Suite struct SQLiteMovieRepositoryTests {
    @Test func savedMoviesSurviveReopeningTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "movies-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "movies.sqlite"))

        let first = SQLiteMovieRepository(database: DatabaseProvider(location: location, migrations: SQLiteMovieRepository.migrations))
        for movie in Movie.fixtures { try first.save(movie) }

        let reopened = SQLiteMovieRepository(database: DatabaseProvider(location: location, migrations: SQLiteMovieRepository.migrations))
        #expect(try reopened.movie(Movie.fixtures[3].id) == Movie.fixtures[3])
        #expect(try reopened.allMovies().map(\.title) == Movie.fixtures.map(\.title).sorted())
    }

    @Test func savingAgainReplacesTheStoredCopy() throws {
        let repository = SQLiteMovieRepository(database: DatabaseProvider(location: .inMemory, migrations: SQLiteMovieRepository.migrations))
        let original = Movie.fixtures[0]
        try repository.save(original)
        let renamed = Movie(id: original.id, title: "Alien (Director's Cut)", year: 2003, genres: original.genres, runtimeMinutes: 116, director: original.director, cast: original.cast)
        try repository.save(renamed)
        #expect(try repository.allMovies() == [renamed])
    }

    @Test func savingManyAtOnceAddsNewOnesAndReplacesStoredOnes() throws {
        let repository = SQLiteMovieRepository(database: DatabaseProvider(location: .inMemory, migrations: SQLiteMovieRepository.migrations))
        let original = Movie.fixtures[0]
        try repository.save(original)
        let renamed = Movie(id: original.id, title: "Alien (Director's Cut)", year: 2003, genres: original.genres, runtimeMinutes: 116, director: original.director, cast: original.cast)
        try repository.save([renamed, Movie.fixtures[1]])
        #expect(try repository.allMovies() == [renamed, Movie.fixtures[1]])
        try repository.save([Movie]())
        #expect(try repository.allMovies().count == 2)
    }

    @Test func anUnknownIDIsNil() throws {
        let repository = SQLiteMovieRepository(database: DatabaseProvider(location: .inMemory, migrations: SQLiteMovieRepository.migrations))
        #expect(try repository.movie(MovieID(source: .offline, value: "1")) == nil)
    }
}
