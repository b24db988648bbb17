/// Where series and their episodes are looked up: the embedded catalog, or one built from
/// IMDb's datasets. Other features (scrobbling, importing) find episodes through it.
public protocol SeriesCatalog: Sendable {
    /// Series whose title matches `text`, best first, at most `limit`.
    func search(_ text: String, limit: Int) async throws -> [Series]
    /// Every series whose title holds each word of `title` (at most 1,000), in no particular
    /// order: the candidates among which a whole title is compared, when another application
    /// names a show. Unlike ``search(_:limit:)``, it never leaves a series out for being less
    /// popular.
    func series(withWordsOf title: String) async throws -> [Series]
    /// The series with `id`, without its episodes; nil when the catalog has no series with it.
    func series(_ id: TitleID) async throws -> Series?
    /// The series with `id` and its episodes; nil when the catalog has no series with it.
    func details(of id: TitleID) async throws -> SeriesDetails?
    /// The episode with its own `id`; nil when the catalog has no episode with it.
    func episode(_ id: TitleID) async throws -> Episode?
    /// The series with `id` and its regular episodes' places, without their titles: what
    /// progress and Up Next need for each followed series; nil when the catalog has no such series.
    func outline(of id: TitleID) async throws -> SeriesOutline?
    /// The episode of series `id` at `place`; nil when it has none there.
    func episode(of id: TitleID, at place: EpisodeNumber) async throws -> Episode?
    /// The outlines of the series `ids` that the catalog has, by id: the progress of every
    /// followed series at once, which a catalog may read in one go.
    func outlines(of ids: [TitleID]) async throws -> [TitleID: SeriesOutline]
}

extension SeriesCatalog {
    /// Each series' ``outline(of:)`` in turn.
    public func outlines(of ids: [TitleID]) async throws -> [TitleID: SeriesOutline] {
        var outlines: [TitleID: SeriesOutline] = [:]
        for id in ids {
            outlines[id] = try await outline(of: id)
        }
        return outlines
    }
}
