/// How far a refresh of the air dates has come: what a progress bar shows.
public struct RefreshProgress: Hashable, Sendable {
    /// The shows and films done so far.
    public let done: Int
    /// The shows and films to do in all.
    public let total: Int
    /// The show or film just done.
    public let show: String

    /// Creates a report.
    public init(done: Int, total: Int, show: String) {
        self.done = done
        self.total = total
        self.show = show
    }
}

/// What a refresh of the air dates did.
public struct RefreshSummary: Hashable, Sendable {
    /// The source asked (`TVmaze`).
    public let source: String
    /// Followed shows in all.
    public let shows: Int
    /// Shows whose episodes were fetched, being new or changed at the source.
    public let fetched: Int
    /// Shows left as they were, unchanged at the source since the last refresh.
    public let unchanged: Int
    /// Shows the source does not know, by title.
    public let unknown: [String]
    /// The requests sent to the source.
    public let requests: Int
    /// Films on the list whose release dates were fetched.
    public let films: Int
    /// Films on the list not out yet whose release dates could not be fetched, no source of
    /// them being set (TMDB needs its token).
    public let filmsWithoutSource: Int

    /// Creates a summary.
    public init(
        source: String, shows: Int, fetched: Int, unchanged: Int, unknown: [String], requests: Int, films: Int = 0, filmsWithoutSource: Int = 0
    ) {
        self.films = films
        self.filmsWithoutSource = filmsWithoutSource
        self.source = source
        self.shows = shows
        self.fetched = fetched
        self.unchanged = unchanged
        self.unknown = unknown
        self.requests = requests
    }
}
