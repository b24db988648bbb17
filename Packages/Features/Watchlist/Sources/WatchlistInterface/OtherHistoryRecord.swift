/// A series or an episode as another service's export names it: enough for the feature that
/// tracks them to find it in its catalog. The Watchlist feature reads these rows, and hands
/// them over unmatched (``OtherTitleArchiving/importHistory(_:dryRun:)``).
public struct OtherTitleReference: Hashable, Sendable {
    /// What the row is about.
    public enum Kind: String, Hashable, Sendable {
        /// A series or a mini-series as a whole (a rated show).
        case series
        /// An episode.
        case episode
    }

    /// What the row is about.
    public let kind: Kind
    /// The show's title; empty when the row gives none (an IMDb episode row).
    public let seriesTitle: String
    /// The year the show began, when given.
    public let seriesYear: Int?
    /// The show's IMDb id (`tt…`), when given.
    public let seriesID: String?
    /// The episode's season (0 for specials) and number, when given.
    public let season: Int?, episode: Int?
    /// The episode's own title, when given.
    public let episodeTitle: String?
    /// The episode's own IMDb id (`tt…`), when given.
    public let episodeID: String?
    /// The episode's TMDB and TVDB ids, kept to show a person.
    public let tmdbID: String?, tvdbID: String?
    /// The show's TheTVDB id (TV Time's, Simkl's), which an online lookup
    /// (``ShowIDLookup``) turns into its IMDb id.
    public let seriesTVDBID: String?

    /// Creates a reference; empty ids count as none.
    public init(
        kind: Kind, seriesTitle: String, seriesYear: Int? = nil, seriesID: String? = nil, season: Int? = nil, episode: Int? = nil,
        episodeTitle: String? = nil, episodeID: String? = nil, tmdbID: String? = nil, tvdbID: String? = nil, seriesTVDBID: String? = nil
    ) {
        self.kind = kind
        self.seriesTitle = seriesTitle
        self.seriesYear = seriesYear
        self.seriesID = seriesID.flatMap { $0.isEmpty ? nil : $0 }
        self.season = season
        self.episode = episode
        self.episodeTitle = episodeTitle.flatMap { $0.isEmpty ? nil : $0 }
        self.episodeID = episodeID.flatMap { $0.isEmpty ? nil : $0 }
        self.tmdbID = tmdbID.flatMap { $0.isEmpty ? nil : $0 }
        self.tvdbID = tvdbID.flatMap { $0.isEmpty ? nil : $0 }
        self.seriesTVDBID = seriesTVDBID.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The same reference naming its show by `imdbID`.
    public func naming(showID imdbID: String) -> OtherTitleReference {
        OtherTitleReference(
            kind: kind, seriesTitle: seriesTitle, seriesYear: seriesYear, seriesID: imdbID, season: season, episode: episode,
            episodeTitle: episodeTitle, episodeID: episodeID, tmdbID: tmdbID, tvdbID: tvdbID, seriesTVDBID: seriesTVDBID
        )
    }
}

extension OtherTitleReference: CustomStringConvertible {
    /// The row's title as a person reads it: `"Breaking Bad" (2008) S1E2 "Cat's in the Bag…"
    /// [tt0959621]`, or `a series` and `an episode` when it names no show.
    public var description: String {
        var name = seriesTitle.isEmpty ? (kind == .series ? "a series" : "an episode") : "\"\(seriesTitle)\"" + (seriesYear.map { " (\($0))" } ?? "")
        if let season, let episode { name += " S\(season)E\(episode)" }
        if let episodeTitle { name += " \"\(episodeTitle)\"" }
        if let id = kind == .episode ? episodeID : seriesID { name += " [\(id)]" }
        return name
    }
}

/// One thing another service's export says about a series or an episode: a play
/// (``HistoryRecord/Event/watched(on:rating:review:)``) or a rating
/// (``HistoryRecord/Event/rated(on:rating:)``).
public struct OtherHistoryRecord: Hashable, Sendable {
    /// Where the row is.
    public let location: SourceLocation
    /// The series or episode.
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

/// A row about a series or an episode that matched nothing, or several: not imported.
public struct UnmatchedOtherRow: Hashable, Sendable {
    /// The row.
    public let record: OtherHistoryRecord
    /// Why, as a code (`no series`, `several series`, `no episode`, `no numbers`).
    public let problem: String

    /// Creates one.
    public init(record: OtherHistoryRecord, problem: String) {
        self.record = record
        self.problem = problem
    }
}

/// What importing the rows about series and episodes did, or would do.
public struct OtherHistoryImport: Hashable, Sendable {
    /// Titles followed, ratings and viewings added.
    public let summary: OtherImportSummary
    /// Rows that matched nothing, or several.
    public let unmatched: [UnmatchedOtherRow]
    /// What the rows held that the feature does not keep, as a person reads it:
    /// `2 ratings of episodes with no viewing to carry them`.
    public let leftOut: [String]

    /// Creates one.
    public init(summary: OtherImportSummary, unmatched: [UnmatchedOtherRow], leftOut: [String] = []) {
        self.summary = summary
        self.unmatched = unmatched
        self.leftOut = leftOut
    }
}
