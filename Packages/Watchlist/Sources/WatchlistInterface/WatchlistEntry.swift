import Foundation
import MoviesInterface

/// A movie on a profile's watchlist.
public struct WatchlistEntry: Hashable, Sendable {
    /// The movie.
    public let movieID: MovieID
    /// Its title when it was added.
    public let title: String
    /// Its year, if known.
    public let year: Int?
    /// The note given when adding it.
    public let note: String?
    /// When it was added.
    public let addedAt: Date
    /// When it was marked watched, or `nil`.
    public let watchedAt: Date?
    /// The rating from 1 to 10, if given.
    public let rating: Int?

    /// Creates an entry.
    public init(movieID: MovieID, title: String, year: Int?, note: String?, addedAt: Date, watchedAt: Date? = nil, rating: Int? = nil) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.note = note
        self.addedAt = addedAt
        self.watchedAt = watchedAt
        self.rating = rating
    }

    /// Whether it has been marked watched.
    public var isWatched: Bool { watchedAt != nil }

    /// The entry marked watched at `date` with `rating`.
    public func markedWatched(at date: Date, rating: Int?) -> WatchlistEntry {
        WatchlistEntry(movieID: movieID, title: title, year: year, note: note, addedAt: addedAt, watchedAt: date, rating: rating)
    }
}
