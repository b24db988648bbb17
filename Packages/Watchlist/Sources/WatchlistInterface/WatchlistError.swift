import MoviesInterface

/// Why a watchlist operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands to run next. No one being logged in is
/// `AuthError.notLoggedIn`, one error for every feature.
public enum WatchlistError: Error, Equatable, CustomStringConvertible {
    /// The movie is not on the signed-in profile's list.
    case notOnList(MovieID)
    /// A rating outside 1 to 10.
    case ratingOutOfRange(Int)

    public var description: String {
        switch self {
        case .notOnList(let id):
            return "\(id) is not on your watchlist"
        case .ratingOutOfRange(let rating):
            return "a rating must be from \(Rating.range.lowerBound) to \(Rating.range.upperBound), not \(rating)"
        }
    }
}
