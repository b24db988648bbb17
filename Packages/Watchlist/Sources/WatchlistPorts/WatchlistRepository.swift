import AuthInterface
import Foundation
import MoviesInterface
import WatchlistInterface

/// Storage of every profile's watchlist and viewings. Every call names the profile, and an
/// implementation never lets one profile's call read or change another's rows.
public protocol WatchlistRepository: Sendable {
    /// Adds `entry` to `profile`'s list, without viewings; returns `false`, changing nothing,
    /// if it is there already.
    func add(_ entry: WatchlistEntry, for profile: Profile.ID) async throws -> Bool
    /// Removes the movie and its viewings from `profile`'s list; returns `false` if it was not there.
    func remove(_ movieID: MovieID, for profile: Profile.ID) async throws -> Bool
    /// Records a viewing of a movie on the list; returns the updated entry, or `nil`,
    /// recording nothing, if the movie is not on the list.
    func addViewing(of movieID: MovieID, on day: CalendarDay, rating: Int?, review: String?, for profile: Profile.ID) async throws -> WatchlistEntry?
    /// The entry of `movieID` on `profile`'s list, or `nil` when it is not there.
    func entry(_ movieID: MovieID, for profile: Profile.ID) async throws -> WatchlistEntry?
    /// `profile`'s entries, oldest addition first. An entry's rating is the one of its latest
    /// rated viewing, and its latest day the day of its latest viewing.
    func entries(for profile: Profile.ID) async throws -> [WatchlistEntry]
    /// `profile`'s viewings, newest first; viewings on the same day, last recorded first.
    func viewings(for profile: Profile.ID) async throws -> [Viewing]
    /// Everything stored on `profile`'s list: films in the order added, each with its
    /// viewings in the order recorded.
    func archive(for profile: Profile.ID) async throws -> [ArchivedFilm]
    /// In one transaction, reads ``archive(for:)``, asks `changes` what to change given it,
    /// and applies that: all of it, or, when a part fails, none; and no other write comes
    /// between the read and the changes. New films keep their added date; viewings are
    /// recorded in the order given.
    func update(for profile: Profile.ID, _ changes: ([ArchivedFilm]) throws -> ArchiveChanges) async throws
}
