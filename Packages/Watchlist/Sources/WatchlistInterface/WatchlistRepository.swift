import AuthInterface
import Foundation
import MoviesInterface

/// Storage of every profile's watchlist. Every call names the profile, and an
/// implementation never lets one profile's call read or change another's entries.
public protocol WatchlistRepository: Sendable {
    /// Adds `entry` to `profile`'s list; returns `false`, changing nothing, if it is there already.
    func add(_ entry: WatchlistEntry, for profile: Profile.ID) throws -> Bool
    /// Removes the movie from `profile`'s list; returns `false` if it was not there.
    func remove(_ movieID: MovieID, for profile: Profile.ID) throws -> Bool
    /// Marks the movie watched; returns the updated entry, or `nil` if it is not on the list.
    func markWatched(_ movieID: MovieID, rating: Int?, at date: Date, for profile: Profile.ID) throws -> WatchlistEntry?
    /// `profile`'s entries, oldest addition first.
    func entries(for profile: Profile.ID) throws -> [WatchlistEntry]
}
