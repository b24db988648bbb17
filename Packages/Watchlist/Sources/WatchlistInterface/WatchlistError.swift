import MoviesInterface

/// Why a watchlist operation failed. Each message says what to do.
public enum WatchlistError: Error, Equatable, CustomStringConvertible {
    /// No profile is signed in.
    case notLoggedIn
    /// The movie is not on the signed-in profile's list.
    case notOnList(MovieID)
    /// A rating outside 1 to 10.
    case ratingOutOfRange(Int)

    public var description: String {
        switch self {
        case .notLoggedIn:
            return "log in first: watchlist login NAME"
        case .notOnList(let id):
            return "\(id) is not on your watchlist; add it with `add \(id)`, or see your list with `list`"
        case .ratingOutOfRange(let rating):
            return "a rating must be from \(Rating.range.lowerBound) to \(Rating.range.upperBound), not \(rating)"
        }
    }
}
