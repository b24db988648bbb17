import Foundation
import MoviesInterface

/// A film on a profile's watchlist, with a summary of its viewings.
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
    /// The day of its latest viewing, or `nil` when it has not been watched.
    public let lastWatchedOn: CalendarDay?
    /// The rating of its latest rated viewing, else the rating of the film itself
    /// (``ArchivedMovie/rating``), from 1 to 10, if any.
    public let rating: Int?
    /// How many times it has been watched.
    public let viewingCount: Int

    /// Creates an entry; a new one has no viewings.
    public init(
        movieID: MovieID, title: String, year: Int?, note: String?, addedAt: Date,
        lastWatchedOn: CalendarDay? = nil, rating: Int? = nil, viewingCount: Int = 0
    ) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.note = note
        self.addedAt = addedAt
        self.lastWatchedOn = lastWatchedOn
        self.rating = rating
        self.viewingCount = viewingCount
    }

    /// Whether it has been watched at least once.
    public var isWatched: Bool { viewingCount > 0 }
}
