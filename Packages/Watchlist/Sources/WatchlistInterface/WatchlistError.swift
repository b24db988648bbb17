import MoviesInterface

/// Why a watchlist operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands to run next. No one being logged in is
/// `AuthError.notLoggedIn`, one error for every feature.
public enum WatchlistError: Error, Equatable, CustomStringConvertible {
    /// The movie is not on the signed-in profile's list.
    case notOnList(MovieID)
    /// A rating outside 1 to 10.
    case ratingOutOfRange(Int)
    /// A viewing dated after today.
    case watchedInTheFuture(CalendarDay, today: CalendarDay)

    public var description: String {
        switch self {
        case .notOnList(let id):
            return "\(id) is not on your watchlist"
        case .ratingOutOfRange(let rating):
            return "a rating must be from \(Rating.range.lowerBound) to \(Rating.range.upperBound), not \(rating)"
        case .watchedInTheFuture(let day, let today):
            return "\(day) is after today (\(today)); a viewing can only be recorded for today or an earlier day"
        }
    }
}
