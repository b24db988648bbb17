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
    /// No film on the list is unwatched and passes the filter.
    case nothingToPick(PickFilter)

    public var description: String {
        switch self {
        case .notOnList(let id):
            return "\(id) is not on your watchlist"
        case .ratingOutOfRange(let rating):
            return "a rating must be from \(Rating.range.lowerBound) to \(Rating.range.upperBound), not \(rating)"
        case .watchedInTheFuture(let day, let today):
            return "\(day) is after today (\(today)); a viewing can only be recorded for today or an earlier day"
        case .nothingToPick(let filter):
            let conditions = [
                filter.genre.map { "of the genre \($0)" }, filter.maximumRuntime.map { "at most \($0) minutes long" },
                filter.years.map { $0.count == 1 ? "from \($0.lowerBound)" : "from \($0.lowerBound) to \($0.upperBound)" },
            ].compactMap { $0 }
            return conditions.isEmpty
                ? "every film on your watchlist has been watched, so there is nothing to pick"
                : "no film on your watchlist that you have not watched is \(conditions.joined(separator: ", ")) (as far as its stored details say)"
        }
    }
}
