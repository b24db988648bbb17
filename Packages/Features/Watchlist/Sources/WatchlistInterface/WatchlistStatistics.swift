/// What a profile's history adds up to: for one year, or for all time.
public struct WatchlistStatistics: Hashable, Sendable {
    /// A name and how many films it counts.
    public struct Tally: Hashable, Sendable {
        /// A director's or a genre's name.
        public let name: String
        /// How many of the films watched it counts.
        public let films: Int

        /// Creates a tally.
        public init(name: String, films: Int) {
            self.name = name
            self.films = films
        }
    }

    /// The year looked at, or `nil` for all time.
    public let year: Int?
    /// Films on the list (all time), or films watched in ``year``.
    public let films: Int
    /// Of those, the films watched at least once.
    public let watchedFilms: Int
    /// Viewings, all time or in ``year``.
    public let viewings: Int
    /// Viewings in each year that has any, oldest first.
    public let viewingsPerYear: [Int: Int]
    /// The year of ``viewingsPerMonth``: ``year``, or the latest year with a viewing.
    public let monthsOfYear: Int?
    /// Viewings in each month (1 to 12) of ``monthsOfYear``.
    public let viewingsPerMonth: [Int]
    /// How many viewings got each rating from 1 to 10 (index 0 is rating 1).
    public let ratingCounts: [Int]
    /// The films watched most, by director and by genre, most first (at most five each).
    public let topDirectors: [Tally]
    /// See ``topDirectors``.
    public let topGenres: [Tally]
    /// Of the films watched, those whose director and genres are known.
    public let watchedFilmsWithDetails: Int

    /// Creates statistics.
    public init(
        year: Int?, films: Int, watchedFilms: Int, viewings: Int, viewingsPerYear: [Int: Int], monthsOfYear: Int?,
        viewingsPerMonth: [Int], ratingCounts: [Int], topDirectors: [Tally], topGenres: [Tally], watchedFilmsWithDetails: Int
    ) {
        self.year = year
        self.films = films
        self.watchedFilms = watchedFilms
        self.viewings = viewings
        self.viewingsPerYear = viewingsPerYear
        self.monthsOfYear = monthsOfYear
        self.viewingsPerMonth = viewingsPerMonth
        self.ratingCounts = ratingCounts
        self.topDirectors = topDirectors
        self.topGenres = topGenres
        self.watchedFilmsWithDetails = watchedFilmsWithDetails
    }

    /// How many viewings were rated.
    public var ratings: Int { ratingCounts.reduce(0, +) }

    /// The average of the ratings given, or `nil` when none was.
    public var averageRating: Double? {
        guard ratings > 0 else { return nil }
        return Double(ratingCounts.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element }) / Double(ratings)
    }
}
