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
    /// No profile has this name.
    case noSuchProfile(String)
    /// A list cannot be shared with its own owner.
    case sharingWithYourself
    /// The signed-in profile does not share its list with this profile.
    case notSharedWith(String)
    /// This profile's list is not shared with the signed-in profile (or there is no such profile).
    case notSharedWithYou(String)
    /// This profile's list is shared with the signed-in profile to read only.
    case readOnlyShare(String)
    /// Imports, exports, statistics and picks act on your own list, not on one shared with you.
    case ownListOnly
    /// An import asked online for shows' ids, and no feature of this program offers a source
    /// (``TitleIDLookup``).
    case noTitleIDLookup
    /// The profile has made no import with this number.
    case noSuchImport(Int)
    /// The import with this number was taken back already.
    case importAlreadyUndone(Int)

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
        case .noSuchProfile(let name):
            return "there is no profile named \(name)"
        case .sharingWithYourself:
            return "your list is already yours; share it with another profile"
        case .notSharedWith(let name):
            return "your list is not shared with \(name)"
        case .notSharedWithYou(let name):
            return "\(name) has not shared a list with you"
        case .readOnlyShare(let name):
            return "\(name) shared their list with you to read only; ask them to share it with write access"
        case .ownListOnly:
            return "imports, exports, statistics and picks work on your own list, not on one shared with you"
        case .noTitleIDLookup:
            return "this program has no online source of shows' ids (the calendar's TVmaze is one), so it cannot look them up"
        case .noSuchImport(let number):
            return "you have made no import numbered \(number)"
        case .importAlreadyUndone(let number):
            return "import \(number) was taken back already"
        }
    }
}
