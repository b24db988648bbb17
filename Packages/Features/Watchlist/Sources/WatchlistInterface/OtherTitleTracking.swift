import JSONWriting
import MoviesInterface

/// Titles of other kinds than films (TV series) that `add`, `remove` and `watched` act on,
/// that `list` shows and whose viewings `history` lists, beside films: an extension point of
/// the Watchlist feature, which knows nothing of them. Each feature that has such titles
/// contributes a provider (`Contributions<any OtherTitleTracking>`, in the Injection kit), any
/// number of them; an app with films only contributes none. Each method answers what the
/// command prints, or nil when `reference` names no title of these kinds, so that the next
/// provider, and then the command itself, acts on it as a film.
public protocol OtherTitleTracking: OtherTitleArchiving {
    /// Follows the title.
    func add(_ reference: String) async throws -> String?
    /// Stops following it, keeping its viewings.
    func remove(_ reference: String) async throws -> String?
    /// Records viewings of it, with the `options` that the provider's feature added to `watched`.
    func watched(_ reference: String, options: OtherKindOptions, on day: CalendarDay?, rating: Int?) async throws -> String?
    /// The signed-in profile's viewings of these kinds, newest first.
    func history() async throws -> [OtherViewing]
    /// The keys its viewings add to `history --json` (`season`), which every item has: `null`
    /// on films' and other kinds'.
    var historyKeys: [String] { get }
    /// How `stats` names its viewings and their titles.
    var tallyNames: OtherTallyNames { get }
    /// What the signed-in profile follows of these kinds, with its progress.
    func list() async throws -> [OtherListEntry]
}

/// Titles of other kinds (TV series) in the lossless JSON export and its import, beside the
/// films: what `export` and `import` need, and all that the web page's export needs, so that
/// a front end with no terminal can have it without the commands' text.
public protocol OtherTitleArchiving: Sendable {
    /// The signed-in profile's sections of the lossless JSON export, by key (`series`):
    /// what it follows and every viewing; empty when there is nothing to keep.
    func archive() async throws -> [String: JSONValue]
    /// Imports the sections of a lossless export (read from `path`) that ``archive()`` writes,
    /// for the signed-in profile, adding only what it lacks; with `dryRun`, changes nothing.
    /// Nil when `sections` hold none of them.
    func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) async throws -> OtherImportSummary?
    /// Imports the rows of another service's export about series and episodes for the
    /// signed-in profile: each matched, never guessed, and added only when the profile lacks it
    /// (importing twice adds nothing); with `dryRun`, changes nothing. Nil when these kinds
    /// are not tracked, so the rows count as skipped.
    func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) async throws -> OtherHistoryImport?
    /// Takes back what an import of these kinds added, as its ``OtherImportSummary/reversal``
    /// says, where it is still as the import left it; with `dryRun`, changes nothing. Nil when
    /// `imported` is of a kind this provider does not track.
    func undoImport(_ imported: OtherImportSummary, dryRun: Bool) async throws -> OtherUndoSummary?
}

/// What importing the sections of other kinds did, or would do, and what taking it back
/// takes back: an import's record keeps it (``ImportRecord/others``).
public struct OtherImportSummary: Hashable, Sendable, Codable {
    /// The kind (`series`).
    public let kind: String
    /// Titles followed that were not.
    public let followed: Int
    /// Ratings of whole titles added (a series' own rating): those the profile lacked.
    public let ratingsAdded: Int
    /// Viewings added.
    public let viewingsAdded: Int
    /// What was added, in the provider's own words, for its ``OtherTitleArchiving/undoImport(_:dryRun:)``:
    /// `null` for a dry run, or when nothing was.
    public let reversal: JSONValue

    /// Creates a summary.
    public init(kind: String, followed: Int, ratingsAdded: Int, viewingsAdded: Int, reversal: JSONValue = .null) {
        self.kind = kind
        self.followed = followed
        self.ratingsAdded = ratingsAdded
        self.viewingsAdded = viewingsAdded
        self.reversal = reversal
    }

    /// Whether it added anything.
    public var isEmpty: Bool { followed == 0 && ratingsAdded == 0 && viewingsAdded == 0 }
}

/// A followed title of another kind (a series) on `list`, with how far the profile has got,
/// as its provider shows it: the Watchlist feature knows the title, not what it is made of.
public struct OtherListEntry: Hashable, Sendable {
    /// Its kind (`series`).
    public let kind: String
    /// Its id.
    public let id: String
    /// Its title.
    public let title: String
    /// The year it began.
    public let startYear: Int?
    /// The year it ended; nil while it runs or when unknown.
    public let endYear: Int?
    /// How far the profile has got, as columns of `list`'s table after the title and its
    /// years (`Watched` `3/10`, `Next` `S2E4`): the same headings for every entry of a kind.
    public let progress: [OtherColumn]
    /// The same for `list --json`, beside `kind`, `id`, `title`, `startYear` and `endYear`:
    /// the same keys for every entry of a kind.
    public let fields: [OtherField]
    /// What to watch next, as `pick` says it (`Next: S2E4; 3 of 10 episodes watched.`); nil
    /// when nothing is left, so that `pick` does not offer it.
    public let continuation: String?

    /// Creates an entry.
    public init(
        kind: String, id: String, title: String, startYear: Int?, endYear: Int?, progress: [OtherColumn], fields: [OtherField], continuation: String?
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.startYear = startYear
        self.endYear = endYear
        self.progress = progress
        self.fields = fields
        self.continuation = continuation
    }
}

/// A viewing of a title of another kind (an episode of a series), as its provider shows it.
public struct OtherViewing: Hashable, Sendable {
    /// Its kind (`episode`).
    public let kind: String
    /// The id of what was watched, or of the title it belongs to.
    public let id: String
    /// Its title, or the title it belongs to.
    public let title: String
    /// What was watched of the title, after the title in `history` (`S1E2 Pilot`); nil when
    /// the title itself was.
    public let detail: String?
    /// Its keys of `history --json`: those its provider's ``OtherTitleTracking/historyKeys``
    /// names (`season`, `episode`, `episodeTitle`).
    public let fields: [OtherField]
    /// Its length in minutes, when known: `stats` adds them up.
    public let runtimeMinutes: Int?
    /// The day it was watched.
    public let watchedOn: CalendarDay
    /// A rating from 1 to 10, if one was given.
    public let rating: Int?

    /// Creates a viewing.
    public init(
        kind: String, id: String, title: String, detail: String?, fields: [OtherField], runtimeMinutes: Int? = nil, watchedOn: CalendarDay,
        rating: Int?
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.detail = detail
        self.fields = fields
        self.runtimeMinutes = runtimeMinutes
        self.watchedOn = watchedOn
        self.rating = rating
    }
}

/// A column that a provider of another kind adds to a table: its heading and its value.
public struct OtherColumn: Hashable, Sendable {
    /// The heading (`Watched`).
    public let heading: String
    /// The value (`3/10`).
    public let value: String
    /// Whether it is a number, aligned to the right.
    public let isNumeric: Bool

    /// Creates a column.
    public init(_ heading: String, _ value: String, isNumeric: Bool = false) {
        self.heading = heading
        self.value = value
        self.isNumeric = isNumeric
    }
}

/// A key that a provider of another kind adds to a JSON object, and its value.
public struct OtherField: Hashable, Sendable {
    /// The key (`season`).
    public let key: String
    /// The value.
    public let value: JSONScalar

    /// Creates a field.
    public init(_ key: String, _ value: JSONScalar) {
        self.key = key
        self.value = value
    }
}
