import Foundation
import Testing
import MoviesInterface
@testable import MoviesSQLite
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

    /// The genres' reader gives back what the movie table's JSON holds, whatever the strings:
    /// quotes, commas, brackets, backslashes, slashes, empty ones and other scripts, in many
    /// random arrays, as GRDB's encoder writes them.
    @Test func genresAreReadBackFromTheirJSONWhateverTheirText() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["Drama", "", "\"", ",", "[", "]", "\\", "/", "Ça", "Sci-Fi", "\",\"", " ", "\u{1}", "日本"]
        for _ in 0..<500 {
            let genres = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            }
            let json = String(decoding: try JSONEncoder().encode(genres), as: UTF8.self)
            #expect(try SQLiteMovieRepository.genres(json) == genres, "\(json)")
        }
        #expect(throws: (any Error).self) { try SQLiteMovieRepository.genres("not json") }
    }
}
