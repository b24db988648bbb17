import MoviesInterface

/// Where a row of an imported file came from, for messages and the list of unmatched rows:
/// `diary.csv, line 12` or `watched-history.json, entry 3`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// Whether ``position`` counts lines of text or entries of a JSON array.
    public enum Unit: Hashable, Sendable {
        /// A line of a CSV file, from 1 for the header.
        case line
        /// An entry of a JSON array, from 1.
        case entry
    }

    /// The file, as the user knows it: a path, or `export.zip/diary.csv` inside an archive.
    public let file: String
    /// The line or entry.
    public let position: Int
    /// What ``position`` counts.
    public let unit: Unit

    /// Creates a location.
    public init(file: String, position: Int, unit: Unit = .line) {
        self.file = file
        self.position = position
        self.unit = unit
    }

    public var description: String { "\(file), \(unit == .line ? "line" : "entry") \(position)" }
}

/// A film as another service's export names it: enough to find it in a catalog.
public struct MovieReference: Hashable, Sendable {
    /// Its title.
    public let title: String
    /// Its year, when given.
    public let year: Int?
    /// IMDb's id (`tt0068646`), when given.
    public let imdbID: String?
    /// TMDB's id (`603`), when given.
    public let tmdbID: String?

    /// Creates a reference; empty ids count as none.
    public init(title: String, year: Int?, imdbID: String? = nil, tmdbID: String? = nil) {
        self.title = title
        self.year = year
        self.imdbID = imdbID.flatMap { $0.isEmpty ? nil : $0 }
        self.tmdbID = tmdbID.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// One thing another service's export says about a film.
public struct HistoryRecord: Hashable, Sendable {
    /// What the row says.
    public enum Event: Hashable, Sendable {
        /// The film is on the watchlist, added on that day when known.
        case listed(on: CalendarDay?)
        /// A viewing on that day, with its rating (1 to 10) and review, if any: a diary entry,
        /// a play in a history.
        case watched(on: CalendarDay, rating: Int?, review: String?)
        /// The film was watched, logged on that day, with no diary entry: it becomes a viewing
        /// only when nothing else in the import records one.
        case seen(on: CalendarDay)
        /// The film was rated (1 to 10), on that day when the source says: the rating of its
        /// latest viewing, or of the film itself when there is none; never a viewing.
        case rated(on: CalendarDay?, rating: Int)
    }

    /// Where the row is.
    public let location: SourceLocation
    /// The film.
    public let film: MovieReference
    /// What it says.
    public let event: Event

    /// Creates a record.
    public init(location: SourceLocation, film: MovieReference, event: Event) {
        self.location = location
        self.film = film
        self.event = event
    }
}

/// Everything read from another service's export.
public struct ServiceHistory: Hashable, Sendable {
    /// The service, as people call it: `Letterboxd`, `IMDb`, `Trakt`.
    public let service: String
    /// The rows about films, in file order.
    public let records: [HistoryRecord]
    /// The rows about series and episodes, in file order, for the feature that tracks them.
    public let others: [OtherHistoryRecord]
    /// Rows left out because they are about neither a film nor a series or an episode (a
    /// game, a podcast), with what they are.
    public let skipped: [SourceLocation]
    /// What the export holds that this program does not keep, as a person reads it:
    /// `comments (episode_comment.csv)`, `2 memos`.
    public let leftOut: [String]
    /// The other formats, by the names `import` takes, that could have read the file read as
    /// `service`: told apart by content, a file may fit more than one.
    public var otherFormats: [String] = []

    /// Creates one.
    public init(service: String, records: [HistoryRecord], others: [OtherHistoryRecord], skipped: [SourceLocation], leftOut: [String] = []) {
        self.service = service
        self.records = records
        self.others = others
        self.skipped = skipped
        self.leftOut = leftOut
    }
}

/// A row of an import that was not matched to a film, and so was not imported.
public struct UnmatchedRow: Hashable, Sendable {
    /// Why.
    public enum Problem: String, Hashable, Sendable {
        /// No film in the catalog has this title and year.
        case notFound = "not found"
        /// More than one film in the catalog has this title and year.
        case ambiguous
    }

    /// The row.
    public let record: HistoryRecord
    /// Why it was not imported.
    public let problem: Problem
    /// The films it might be, best first: the same-named films when ambiguous, and films of
    /// the title in other years when not found.
    public let candidates: [MovieSummary]

    /// Creates one.
    public init(record: HistoryRecord, problem: Problem, candidates: [MovieSummary]) {
        self.record = record
        self.problem = problem
        self.candidates = candidates
    }
}
