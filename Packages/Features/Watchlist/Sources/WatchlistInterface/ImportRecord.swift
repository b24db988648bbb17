import Foundation
import MoviesInterface

/// An import as the list remembers it, so that it can be taken back: when, what and from
/// where, how many of each it brought, and what undoing it takes back.
public struct ImportRecord: Hashable, Sendable, Codable {
    /// Its number among its profile's imports, from 1 (`watchlist imports undo 3`).
    public let number: Int
    /// When it was made.
    public let importedAt: Date
    /// What was read, and from where.
    public let source: ImportSource
    /// Films it put on the list.
    public let filmsAdded: Int
    /// Films on the list it changed.
    public let filmsUpdated: Int
    /// Viewings it recorded.
    public let viewingsAdded: Int
    /// Viewings on the list it added fields to (the same play as another source saw it).
    public let viewingsMerged: Int
    /// What undoing it takes back.
    public let reversal: ImportReversal
    /// What it brought of other kinds (series and their episodes), each with what undoing
    /// takes back of it; empty when it brought films only.
    public let others: [OtherImportSummary]
    /// When it was taken back, or nil.
    public let undoneAt: Date?

    /// Creates a record.
    public init(
        number: Int, importedAt: Date, source: ImportSource, filmsAdded: Int, filmsUpdated: Int, viewingsAdded: Int, viewingsMerged: Int,
        reversal: ImportReversal, others: [OtherImportSummary] = [], undoneAt: Date? = nil
    ) {
        self.number = number
        self.importedAt = importedAt
        self.source = source
        self.filmsAdded = filmsAdded
        self.filmsUpdated = filmsUpdated
        self.viewingsAdded = viewingsAdded
        self.viewingsMerged = viewingsMerged
        self.reversal = reversal
        self.others = others
        self.undoneAt = undoneAt
    }

    private enum CodingKeys: String, CodingKey {
        case number, importedAt, source, filmsAdded, filmsUpdated, viewingsAdded, viewingsMerged, reversal, others, undoneAt
    }

    /// Reads a record; one kept before imports remembered other kinds has none of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            number: try container.decode(Int.self, forKey: .number), importedAt: try container.decode(Date.self, forKey: .importedAt),
            source: try container.decode(ImportSource.self, forKey: .source), filmsAdded: try container.decode(Int.self, forKey: .filmsAdded),
            filmsUpdated: try container.decode(Int.self, forKey: .filmsUpdated), viewingsAdded: try container.decode(Int.self, forKey: .viewingsAdded),
            viewingsMerged: try container.decode(Int.self, forKey: .viewingsMerged), reversal: try container.decode(ImportReversal.self, forKey: .reversal),
            others: try container.decodeIfPresent([OtherImportSummary].self, forKey: .others) ?? [],
            undoneAt: try container.decodeIfPresent(Date.self, forKey: .undoneAt)
        )
    }

    /// The same record with another number, or taken back at `undoneAt`.
    public func with(number: Int? = nil, undoneAt: Date?) -> ImportRecord {
        ImportRecord(
            number: number ?? self.number, importedAt: importedAt, source: source, filmsAdded: filmsAdded, filmsUpdated: filmsUpdated,
            viewingsAdded: viewingsAdded, viewingsMerged: viewingsMerged, reversal: reversal, others: others, undoneAt: undoneAt
        )
    }
}

/// What an import read: the service whose export it was (`Trakt`, `Watchlist` for this
/// program's own) and the files, as the person named them.
public struct ImportSource: Hashable, Sendable, Codable {
    /// The service (`Letterboxd`, `Trakt`, `Watchlist`), or what else brought the history
    /// (`Jellyfin backfill`).
    public let service: String
    /// The files read, as named when importing (`~/Downloads/diary.csv`, `export.zip/diary.csv`).
    public let files: [String]

    /// Creates a source.
    public init(service: String, files: [String]) {
        self.service = service
        self.files = files
    }
}

/// What undoing an import takes back: what it added and, for what it changed, the values
/// before and after, so that only what is still as the import left it is put back.
public struct ImportReversal: Hashable, Sendable, Codable {
    /// A film's note and added date, before and after the import replaced them.
    public struct NoteChange: Hashable, Sendable, Codable {
        /// The film.
        public let movieID: MovieID
        /// The note before.
        public let before: String?
        /// The added date before.
        public let addedBefore: Date
        /// The note the import wrote.
        public let after: String?
        /// The added date the import wrote.
        public let addedAfter: Date

        /// Creates one.
        public init(movieID: MovieID, before: String?, addedBefore: Date, after: String?, addedAfter: Date) {
            self.movieID = movieID
            self.before = before
            self.addedBefore = addedBefore
            self.after = after
            self.addedAfter = addedAfter
        }
    }

    /// A film's own rating before and after the import set it.
    public struct RatingChange: Hashable, Sendable, Codable {
        /// The film.
        public let movieID: MovieID
        /// The rating before, or nil for none.
        public let before: Int?
        /// The rating the import set.
        public let after: Int

        /// Creates one.
        public init(movieID: MovieID, before: Int?, after: Int) {
            self.movieID = movieID
            self.before = before
            self.after = after
        }
    }

    /// Films the import put on the list, as it put them, with their viewings.
    public let films: [ArchivedMovie]
    /// Viewings it recorded for films already on the list.
    public let viewings: [ArchiveChanges.NewViewing]
    /// Stored viewings it added fields to: undoing puts ``ArchiveChanges/MergedViewing/stored``
    /// back where ``ArchiveChanges/MergedViewing/merged`` still is.
    public let merges: [ArchiveChanges.MergedViewing]
    /// Notes it replaced.
    public let notes: [NoteChange]
    /// Films' own ratings it set.
    public let ratings: [RatingChange]

    /// Creates one.
    public init(films: [ArchivedMovie], viewings: [ArchiveChanges.NewViewing], merges: [ArchiveChanges.MergedViewing], notes: [NoteChange], ratings: [RatingChange]) {
        self.films = films
        self.viewings = viewings
        self.merges = merges
        self.notes = notes
        self.ratings = ratings
    }
}

/// What undoing an import did, or, for a dry run, would do.
public struct UndoSummary: Hashable, Sendable {
    /// The import's number.
    public var number = 0
    /// Films removed from the list, with their viewings.
    public var filmsRemoved = 0
    /// Films the import added that stay, for something came to them later from elsewhere (a
    /// viewing, a new note): only what the import gave them is removed.
    public var filmsKept = 0
    /// Viewings removed, those of the films removed included.
    public var viewingsRemoved = 0
    /// Viewings given back the fields they had before the import merged its own into them.
    public var viewingsRestored = 0
    /// Notes and films' ratings put back as they were.
    public var notesAndRatingsRestored = 0
    /// What the import added or changed that is no longer as it left it (removed or changed
    /// since, by hand or by another import): left as it is now.
    public var changedSince = 0
    /// What it took back of other kinds (series and their episodes), by kind.
    public var others: [OtherUndoSummary] = []

    /// Nothing done yet.
    public init() {}
}
