import WatchlistTestSupport
import Foundation
import MoviesInterface
import Testing
import WatchlistInterface
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

@Suite struct ArchiveCSVTests {
    private func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay(parsing: text)) }

    private func films() throws -> [ArchivedMovie] {
        [
            ArchivedMovie(
                movieID: MovieID(source: .imdb, value: "tt0068646"), title: "The Godfather", year: 1972, note: nil,
                addedAt: Date(timeIntervalSince1970: 1_700_000_000),
                viewings: [
                    ArchivedViewing(watchedOn: try day("2024-12-25"), rating: nil, review: "Again, \"better\""),
                    ArchivedViewing(watchedOn: try day("2019-03-02"), rating: 9, review: "Leave the gun,\ntake the cannoli."),
                ]
            ),
            ArchivedMovie(
                movieID: MovieID(source: .tmdb, value: "603"), title: "The Matrix", year: 1999, note: "soon",
                addedAt: Date(timeIntervalSince1970: 1_700_000_060), viewings: [ArchivedViewing(watchedOn: try day("2020-01-01"), rating: 8, review: nil)]
            ),
            ArchivedMovie(movieID: MovieID(source: .offline, value: "3"), title: "Alien", year: nil, note: nil, addedAt: Date(timeIntervalSince1970: 1_700_000_120), viewings: []),
        ]
    }

    @Test func letterboxdHasARowForEachViewingOldestFirst() throws {
        let text = ArchiveCSV.letterboxd(try films())
        #expect(text == [
            "Title,Year,imdbID,tmdbID,WatchedDate,Rating10,Rewatch,Review",
            "The Godfather,1972,tt0068646,,2019-03-02,9,false,\"Leave the gun,\ntake the cannoli.\"",
            "The Matrix,1999,,603,2020-01-01,8,false,",
            #"The Godfather,1972,tt0068646,,2024-12-25,,true,"Again, ""better""""#,
        ].map { $0 + "\r\n" }.joined())
    }

    @Test func theLetterboxdWatchlistHoldsTheFilmsNotWatched() throws {
        #expect(ArchiveCSV.letterboxdWatchlist(try films()) == "Title,Year,imdbID,tmdbID\r\nAlien,,,\r\n")
    }

    @Test func aSpreadsheetNeverRunsATitleOrNoteAsAFormula() {
        let film = ArchivedMovie(movieID: alien, title: "=HYPERLINK(\"x\")", year: nil, note: "@SUM(A1)", addedAt: Date(timeIntervalSince1970: 0), viewings: [])
        let row = ArchiveCSV.films([film]).components(separatedBy: "\r\n")[1]
        #expect(row == #"fixture:1,"'=HYPERLINK(""x"")",,,0,,1970-01-01T00:00:00Z,'@SUM(A1)"#)
    }

    @Test func csvHasOneRowAFilmWithItsLatestDayAndRating() throws {
        let lines = ArchiveCSV.films(try films()).components(separatedBy: "\r\n")
        #expect(lines[0] == "ID,Title,Year,Watched,Viewings,Rating,Added,Note")
        #expect(lines[1] == "imdb:tt0068646,The Godfather,1972,2024-12-25,2,9,2023-11-14T22:13:20Z,")
        #expect(lines[2] == "tmdb:603,The Matrix,1999,2020-01-01,1,8,2023-11-14T22:14:20Z,soon")
        #expect(lines[3] == "offline:3,Alien,,,0,,2023-11-14T22:15:20Z,")
        #expect(lines.count == 5 && lines[4].isEmpty)
    }
}
