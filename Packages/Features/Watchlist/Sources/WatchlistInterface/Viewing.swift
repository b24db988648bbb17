import MoviesInterface

/// One time a film was watched: a film can be watched, and rated, more than once.
public struct Viewing: Hashable, Sendable {
    /// The film.
    public let movieID: MovieID
    /// Its title, as on the watchlist.
    public let title: String
    /// Its year, if known.
    public let year: Int?
    /// The day it was watched.
    public let watchedOn: CalendarDay
    /// The rating from 1 to 10 given that time, if any.
    public let rating: Int?
    /// What was written about it that time, if anything.
    public let review: String?

    /// Creates a viewing.
    public init(movieID: MovieID, title: String, year: Int?, watchedOn: CalendarDay, rating: Int? = nil, review: String? = nil) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.watchedOn = watchedOn
        self.rating = rating
        self.review = review
    }
}
