import JSONWriting

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
    /// Records viewings of it: with `season`, a season, or its `episodes` (`4` or `4-6`).
    func watched(_ reference: String, season: Int?, episodes: String?, on day: CalendarDay?, rating: Int?) async throws -> String?
    /// The signed-in profile's viewings of these kinds, newest first.
    func history() async throws -> [OtherViewing]
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
}

/// What importing the sections of other kinds did, or would do.
public struct OtherImportSummary: Hashable, Sendable {
    /// The kind (`series`).
    public let kind: String
    /// Titles followed that were not.
    public let followed: Int
    /// Ratings of whole titles added (a series' own rating): those the profile lacked.
    public let ratingsAdded: Int
    /// Viewings added.
    public let viewingsAdded: Int

    /// Creates a summary.
    public init(kind: String, followed: Int, ratingsAdded: Int, viewingsAdded: Int) {
        self.kind = kind
        self.followed = followed
        self.ratingsAdded = ratingsAdded
        self.viewingsAdded = viewingsAdded
    }
}

/// A followed title of another kind (a series) on `list`, with how far the profile has got.
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
    /// Its episodes watched at least once, specials left out.
    public let watchedEpisodes: Int
    /// Its episodes, specials left out.
    public let episodes: Int
    /// The episode to watch next (`S2E4`); nil when finished.
    public let next: String?

    /// Creates an entry.
    public init(kind: String, id: String, title: String, startYear: Int?, endYear: Int?, watchedEpisodes: Int, episodes: Int, next: String?) {
        self.kind = kind
        self.id = id
        self.title = title
        self.startYear = startYear
        self.endYear = endYear
        self.watchedEpisodes = watchedEpisodes
        self.episodes = episodes
        self.next = next
    }
}

/// A viewing of a title of another kind: an episode of a series.
public struct OtherViewing: Hashable, Sendable {
    /// Its kind (`episode`).
    public let kind: String
    /// The id of what was watched, or of the series it belongs to.
    public let id: String
    /// Its title, or its series' title.
    public let title: String
    /// Its season, for an episode.
    public let season: Int?
    /// Its number in the season, for an episode.
    public let episode: Int?
    /// The episode's own title.
    public let episodeTitle: String?
    /// Its length in minutes, when known: `stats` adds them up.
    public let runtimeMinutes: Int?
    /// The day it was watched.
    public let watchedOn: CalendarDay
    /// A rating from 1 to 10, if one was given.
    public let rating: Int?

    /// Creates a viewing.
    public init(
        kind: String, id: String, title: String, season: Int?, episode: Int?, episodeTitle: String?, runtimeMinutes: Int? = nil,
        watchedOn: CalendarDay, rating: Int?
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.season = season
        self.episode = episode
        self.episodeTitle = episodeTitle
        self.runtimeMinutes = runtimeMinutes
        self.watchedOn = watchedOn
        self.rating = rating
    }
}
