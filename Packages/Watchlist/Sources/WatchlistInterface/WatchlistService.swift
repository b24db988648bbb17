import AuthInterface
import MoviesInterface

/// The signed-in profile's watchlist. Every call throws `AuthError.notLoggedIn`
/// when no one is signed in.
public protocol WatchlistService: Sendable {
    /// Who is signed in, or `nil`.
    func currentProfile() throws -> Profile?
    /// Loads the movie (storing it locally) and adds it; adding twice changes nothing.
    /// Returns the entry and whether it was new.
    func add(_ movieID: MovieID, note: String?) async throws -> (entry: WatchlistEntry, added: Bool)
    /// Removes the movie.
    /// - Throws: ``WatchlistError/notOnList(_:)`` if it is not on the list.
    func remove(_ movieID: MovieID) throws
    /// Marks the movie watched, with an optional rating from 1 to 10.
    func markWatched(_ movieID: MovieID, rating: Int?) throws -> WatchlistEntry
    /// The list, filtered and sorted.
    func entries(filter: WatchlistFilter, sort: WatchlistSort) throws -> [WatchlistEntry]
    /// Parses a movie id typed by a person.
    func movieID(parsing text: String) throws -> MovieID
}
