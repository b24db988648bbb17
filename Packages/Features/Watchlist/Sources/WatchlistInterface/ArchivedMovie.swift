import Foundation
import MoviesInterface

/// A film on a list with everything stored about it, so that a list can be exported and
/// imported again without loss.
public struct ArchivedMovie: Hashable, Sendable, Codable {
    /// The movie.
    public let movieID: MovieID
    /// Its title when it was added.
    public let title: String
    /// Its year, if known.
    public let year: Int?
    /// The note given when adding it.
    public let note: String?
    /// When it was added.
    public let addedAt: Date
    /// Its viewings, in the order they were recorded.
    public let viewings: [ArchivedViewing]
    /// A rating (1 to 10) of the film itself, given with no viewing to carry it: another
    /// service's rating of a film it has no day of watching for. A rating is never a viewing.
    public let rating: Int?

    /// Creates an archived film.
    public init(movieID: MovieID, title: String, year: Int?, note: String?, addedAt: Date, viewings: [ArchivedViewing], rating: Int? = nil) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.note = note
        self.addedAt = addedAt
        self.viewings = viewings
        self.rating = rating
    }
}

/// One viewing of an archived film.
public struct ArchivedViewing: Hashable, Sendable, Codable {
    /// The day it was watched.
    public let watchedOn: CalendarDay
    /// The rating from 1 to 10 given that time, if any.
    public let rating: Int?
    /// What was written about it that time, if anything.
    public let review: String?

    /// Creates an archived viewing.
    public init(watchedOn: CalendarDay, rating: Int?, review: String?) {
        self.watchedOn = watchedOn
        self.rating = rating
        self.review = review
    }
}

/// What an import adds to a list and changes on it, applied in one transaction.
public struct ArchiveChanges: Hashable, Sendable {
    /// A viewing to record for a film already on the list.
    public struct NewViewing: Hashable, Sendable, Codable {
        /// The film.
        public let movieID: MovieID
        /// The viewing.
        public let viewing: ArchivedViewing

        /// Creates one.
        public init(movieID: MovieID, viewing: ArchivedViewing) {
            self.movieID = movieID
            self.viewing = viewing
        }
    }

    /// A film's note replaced, with the later added date it came with.
    public struct NewNote: Hashable, Sendable, Codable {
        /// The note, or `nil` for none.
        public let note: String?
        /// The added date of the film it came from.
        public let addedAt: Date

        /// Creates one.
        public init(note: String?, addedAt: Date) {
            self.note = note
            self.addedAt = addedAt
        }
    }

    /// A stored viewing given the fields that another source's record of the same play adds.
    public struct MergedViewing: Hashable, Sendable, Codable {
        /// The film.
        public let movieID: MovieID
        /// The viewing as stored.
        public let stored: ArchivedViewing
        /// The same viewing with the fields merged.
        public let merged: ArchivedViewing

        /// Creates one.
        public init(movieID: MovieID, stored: ArchivedViewing, merged: ArchivedViewing) {
            self.movieID = movieID
            self.stored = stored
            self.merged = merged
        }
    }

    /// Films not on the list yet, with their viewings.
    public var newMovies: [ArchivedMovie] = []
    /// Notes (and added dates) replaced on films already on the list, because the imported
    /// film was added later; storing the date too means importing it again changes nothing.
    public var newNotes: [MovieID: NewNote] = [:]
    /// Viewings that films on the list do not have yet, in the order to record them.
    public var newViewings: [NewViewing] = []
    /// Ratings of films on the list (``ArchivedMovie/rating``) that they lack or that differ.
    public var newRatings: [MovieID: Int] = [:]
    /// Stored viewings that another source's record of the same play adds to, each changing
    /// one stored row (the first equal to ``MergedViewing/stored``).
    public var mergedViewings: [MergedViewing] = []

    /// Viewings to remove, each one stored row equal to it (the last recorded): what an import
    /// that is taken back had recorded.
    public var removedViewings: [NewViewing] = []
    /// Films whose own rating (``ArchivedMovie/rating``) is removed.
    public var clearedRatings: Set<MovieID> = []
    /// Films removed from the list, with any viewings they still have.
    public var removedMovies: [MovieID] = []
    /// The import these changes are, remembered in the same transaction so that it can be
    /// taken back; the store gives it the next number of its profile's imports.
    public var record: ImportRecord?
    /// The import these changes take back, marked so (with its ``ImportRecord/undoneAt``) in
    /// the same transaction; the store throws ``WatchlistError/importAlreadyUndone(_:)`` and
    /// changes nothing when it is marked already.
    public var undoing: ImportRecord?

    /// No changes.
    public init() {}

    /// Whether applying them would change nothing on the list.
    public var isEmpty: Bool {
        newMovies.isEmpty && newNotes.isEmpty && newViewings.isEmpty && newRatings.isEmpty && mergedViewings.isEmpty && removedViewings.isEmpty
            && clearedRatings.isEmpty && removedMovies.isEmpty
    }
}
