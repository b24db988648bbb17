/// A title of another kind than films as another service's export names it: the title as a
/// whole, or one part of it (a series, or one of its episodes). Enough for the feature that
/// tracks such titles to find it in its catalog. The Watchlist feature reads these rows, and
/// hands them over unmatched (``OtherTitleArchiving/importHistory(_:dryRun:)``); what the parts
/// are, and how a person names them, is that feature's.
public struct OtherTitleReference: Hashable, Sendable {
    /// The title as a whole, or the one the part belongs to.
    public let whole: OtherTitleNaming
    /// The part the row is about; nil when it is about the whole title.
    public let part: OtherTitlePart?

    /// Creates a reference to `whole`, or to its `part`.
    public init(_ whole: OtherTitleNaming, part: OtherTitlePart? = nil) {
        self.whole = whole
        self.part = part
    }

    /// The same reference naming its whole title by `imdbID`.
    public func naming(wholeID imdbID: String) -> OtherTitleReference {
        OtherTitleReference(OtherTitleNaming(title: whole.title, year: whole.year, imdbID: imdbID, tvdbID: whole.tvdbID), part: part)
    }
}

/// What a row gives of a whole title of another kind.
public struct OtherTitleNaming: Hashable, Sendable {
    /// Its title; empty when the row gives none (a row that names only a part by its id).
    public let title: String
    /// The year it began, when given.
    public let year: Int?
    /// Its IMDb id (`tt…`), when given.
    public let imdbID: String?
    /// Its TheTVDB id (TV Time's, Simkl's), which an online lookup (``TitleIDLookup``) turns
    /// into its IMDb id.
    public let tvdbID: String?

    /// Creates one; empty ids count as none.
    public init(title: String, year: Int? = nil, imdbID: String? = nil, tvdbID: String? = nil) {
        self.title = title
        self.year = year
        self.imdbID = imdbID.flatMap { $0.isEmpty ? nil : $0 }
        self.tvdbID = tvdbID.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// What a row gives of one part of a title of another kind.
public struct OtherTitlePart: Hashable, Sendable {
    /// Where the part is in its title, from the outside in (`[1, 2]`: the second part of the
    /// first group); empty when the row gives no numbers.
    public let place: [Int]
    /// Its own title, when given.
    public let title: String?
    /// Its own IMDb id (`tt…`), when given.
    public let imdbID: String?
    /// Its TMDB and TheTVDB ids, kept to show a person.
    public let tmdbID: String?, tvdbID: String?

    /// Creates one; empty titles and ids count as none.
    public init(place: [Int] = [], title: String? = nil, imdbID: String? = nil, tmdbID: String? = nil, tvdbID: String? = nil) {
        self.place = place
        self.title = title.flatMap { $0.isEmpty ? nil : $0 }
        self.imdbID = imdbID.flatMap { $0.isEmpty ? nil : $0 }
        self.tmdbID = tmdbID.flatMap { $0.isEmpty ? nil : $0 }
        self.tvdbID = tvdbID.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// One thing another service's export says about a title of another kind or one of its parts:
/// a play (``HistoryRecord/Event/watched(on:rating:review:)``) or a rating
/// (``HistoryRecord/Event/rated(on:rating:)``).
public struct OtherHistoryRecord: Hashable, Sendable {
    /// Where the row is.
    public let location: SourceLocation
    /// The title or its part.
    public let title: OtherTitleReference
    /// What it says.
    public let event: HistoryRecord.Event

    /// Creates a record.
    public init(location: SourceLocation, title: OtherTitleReference, event: HistoryRecord.Event) {
        self.location = location
        self.title = title
        self.event = event
    }
}

/// A row about a title of another kind that matched nothing, or several: not imported. Its
/// provider says how a person reads it and what `import --json` shows of it, as it does for
/// viewings (``OtherViewing``).
public struct UnmatchedOtherRow: Hashable, Sendable {
    /// The row.
    public let record: OtherHistoryRecord
    /// Why, as a code (`no series`, `several series`, `no episode`, `no numbers`).
    public let problem: String
    /// Why, as a person reads it on the web page (`no series in the catalog matches`).
    public let reason: String
    /// What the row names, in its provider's word (`series`, `episode`): the unmatched rows'
    /// CSV's `Kind`.
    public let kind: String
    /// The row's title as a person reads it (`"Breaking Bad" (2008) S1E2 "Cat's in the Bag…"
    /// [tt0959621]`).
    public let name: String
    /// Its keys in `import --json`, beside `file`, `line`, `entry` and `problem`; a `null`
    /// value is left out.
    public let fields: [OtherField]

    /// Creates one.
    public init(record: OtherHistoryRecord, problem: String, reason: String, kind: String, name: String, fields: [OtherField]) {
        self.record = record
        self.problem = problem
        self.reason = reason
        self.kind = kind
        self.name = name
        self.fields = fields
    }
}

/// What importing the rows about titles of other kinds did, or would do.
public struct OtherHistoryImport: Hashable, Sendable {
    /// Titles followed, ratings and viewings added.
    public let summary: OtherImportSummary
    /// Rows that matched nothing, or several.
    public let unmatched: [UnmatchedOtherRow]
    /// What the rows held that the feature does not keep, as a person reads it:
    /// `2 ratings of episodes with no viewing to carry them`.
    public let leftOut: [String]
    /// What the rows are about, after `rows about` (`series and episodes`).
    public let about: String
    /// What a person corrects in the unmatched rows' CSV to import them again (`an imdbID, or
    /// the show, season and episode`).
    public let correction: String

    /// Creates one.
    public init(summary: OtherImportSummary, unmatched: [UnmatchedOtherRow], leftOut: [String] = [], about: String, correction: String) {
        self.summary = summary
        self.unmatched = unmatched
        self.leftOut = leftOut
        self.about = about
        self.correction = correction
    }
}
