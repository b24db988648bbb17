import CalendarInterface
import CalendarPorts
import Foundation
import WatchlistInterface

/// Films on a list and their release dates, around a given day, for the dev app and tests: two
/// films not out yet and one long out.
public enum FixtureMovies {
    /// The list: Avengers: Doomsday (in cinemas 12 days after `date`, online 80 days after),
    /// a film announced 40 days after `date` with no digital release yet, and The Matrix of 1999.
    public static func listed() -> [ListedMovie] {
        [
            ListedMovie(id: "tmdb:1003596", title: "Avengers: Doomsday", year: nil),
            ListedMovie(id: "imdb:tt0000042", title: "Crème brûlée, Part; the \"Sequel\"", year: nil),
            ListedMovie(id: "tmdb:603", title: "The Matrix", year: 1999),
        ]
    }

    /// What a source says of the films of ``listed()``, by their ids, around `date`.
    public static func releases(around date: Date) -> [String: SourceMovie] {
        let today = CalendarDay(containing: date, in: .gmt)
        return [
            "tmdb:1003596": SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: today.adding(days: 12), digital: today.adding(days: 80)),
            "imdb:tt0000042": SourceMovie(id: "42", title: "Crème brûlée, Part; the \"Sequel\"", cinema: today.adding(days: 40), digital: nil),
        ]
    }
}
