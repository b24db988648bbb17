import Foundation
import ListsInterface

/// The titles a profile keeps, with what the catalogs and the profile know of each: what a
/// rule-based list is made from. Lists' `WatchlistLibrary` reads the Watchlist feature's films
/// with the Movies feature's stored details; tests give fixtures.
public protocol TitleLibrary: Sendable {
    /// Every title the profile `profile` keeps: on its watchlist, watched, or both.
    func titles(of profile: UUID) async throws -> [LibraryTitle]
}

/// A title of a profile's library, with the facts a ``ListRule`` reads.
public struct LibraryTitle: Hashable, Sendable {
    /// The title, as a list names it.
    public let title: ListedTitle
    /// Its genres; empty when the catalog gives none.
    public let genres: [String]
    /// Its running time in minutes, when known.
    public let runtimeMinutes: Int?
    /// Whether the profile has watched it.
    public let watched: Bool
    /// The profile's rating of it, 1 to 10, if any.
    public let rating: Int?

    /// Creates one.
    public init(title: ListedTitle, genres: [String], runtimeMinutes: Int?, watched: Bool, rating: Int?) {
        self.title = title
        self.genres = genres
        self.runtimeMinutes = runtimeMinutes
        self.watched = watched
        self.rating = rating
    }
}
