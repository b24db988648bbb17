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
    func archive(for profile: Profile.ID) async throws -> [ArchivedMovie]
    /// In one transaction, reads ``archive(for:)``, asks `changes` what to change given it,
    /// and applies that: all of it, or, when a part fails, none; and no other write comes
    /// between the read and the changes. New films keep their added date; viewings are
    /// recorded in the order given. The changes' ``ArchiveChanges/record`` is stored with the
    /// profile's next import number, which is returned (nil when there is no record); their
    /// ``ArchiveChanges/undoing`` is marked taken back, and when it was already, nothing is
    /// changed and ``WatchlistError/importAlreadyUndone(_:)`` is thrown.
    @discardableResult
    func update(for profile: Profile.ID, _ changes: ([ArchivedMovie]) throws -> ArchiveChanges) async throws -> Int?
    /// `profile`'s remembered imports, newest first.
    func imports(for profile: Profile.ID) async throws -> [ImportRecord]
}

/// A matched playback, for ``WatchlistRepository/recordPlayback(_:for:)``.
public struct PlaybackRecord: Hashable, Sendable {
    /// The film, with the title and year to list it under when it is not on the list.
    public let movie: MovieSummary
    /// When it was played.
    public let playedAt: Date
    /// The day of the viewing.
    public let day: CalendarDay
    /// The media server's rating, if any.
    public let rating: Int?
    /// The event's own id, if any.
    public let eventID: String?
    /// When the film is added to the list, if it is not there.
    public let addedAt: Date

    /// Creates one.
    public init(movie: MovieSummary, playedAt: Date, day: CalendarDay, rating: Int?, eventID: String?, addedAt: Date) {
        self.movie = movie
        self.playedAt = playedAt
        self.day = day
        self.rating = rating
        self.eventID = eventID
        self.addedAt = addedAt
    }
}

/// What ``PlaybackStore/recordPlayback(_:listing:for:)`` did.
public enum PlaybackWrite: Hashable, Sendable {
    /// What became of the playback.
    case done(PlaybackOutcome)
    /// The film is not on the list, and the call did not ask to put it there: nothing was
    /// written. The caller stores the film's details, then records again, listing it.
    case notListed
}

/// Where the playback rules (``DuplicateRule``, never overwriting a person's rating) live:
/// each repository applies them inside its write, so that two deliveries of one playback at
/// once still make one viewing.
public protocol PlaybackStore: Sendable {
    /// In one write: unless `playback` repeats a recorded playback of `profile` (the same
    /// event id, or the same film within ``PlaybackWindow/duration``), records a viewing on its
    /// day and remembers the playback, putting the film on the list first when it is absent
    /// and `listing` says to (else answering ``PlaybackWrite/notListed``). The viewing keeps the
    /// media server's rating only when no viewing that a person recorded rates the film.
    func recordPlayback(_ playback: PlaybackRecord, listing: Bool, for profile: Profile.ID) async throws -> PlaybackWrite
}
