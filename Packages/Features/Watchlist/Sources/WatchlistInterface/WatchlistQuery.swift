/// Which entries a listing shows.
public enum WatchlistFilter: String, Sendable, CaseIterable {
    /// Every entry.
    case all
    /// Only watched entries.
    case watched
    /// Only entries not yet watched.
    case unwatched
}

/// The order of a listing; ties keep the order of addition.
public enum WatchlistSort: String, Sendable, CaseIterable {
    /// Oldest addition first.
    case added
    /// By title, A to Z.
    case title
    /// Oldest film first.
    case year
    /// Highest rating first; unrated last.
    case rating
}
