import Foundation
import Testing
import MoviesInterface
import MoviesSQLite
import MoviesTesting
import Storage

/// What only a file can show; the rules every repository follows are in
/// ``MovieRepositoryContractTests``.
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
}
