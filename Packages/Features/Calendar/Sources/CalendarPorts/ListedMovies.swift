/// What the calendar needs of the Watchlist feature: the films on the signed-in profile's list
/// not watched yet. `WatchlistServiceMovies` (in Calendar) answers it from the list's service.
public protocol ListedMovies: Sendable {
    /// The films on the list not watched yet, in the list's order.
    /// - Throws: `AuthError.notLoggedIn` when no one is signed in.
    func unwatched() async throws -> [ListedMovie]
}

/// A film on the list.
public struct ListedMovie: Hashable, Sendable {
    /// Its id on the list: `imdb:tt21357150`, `tmdb:1003596`, `offline:12`.
    public let id: String
    /// Its title on the list.
    public let title: String
    /// Its year, when the list knows it.
    public let year: Int?

    /// Creates one.
    public init(id: String, title: String, year: Int?) {
        self.id = id
        self.title = title
        self.year = year
    }

    /// Whether a source of release dates can look it up: its id is IMDb's or TMDB's (the
    /// embedded catalog's films are all out).
    public var canBeLookedUp: Bool {
        id.hasPrefix("imdb:") || id.hasPrefix("tmdb:")
    }

    /// Whether it may not be out by the year `year`: its own year is unknown, or not earlier.
    public func mayComeOut(after year: Int) -> Bool {
        self.year.map { $0 >= year } ?? true
    }
}
