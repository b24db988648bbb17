/// Where series and their episodes are looked up: the embedded catalog, or one built from
/// IMDb's datasets. Other features (scrobbling, importing) find episodes through it.
public protocol SeriesCatalog: Sendable {
    /// Series whose title matches `text`, best first, at most `limit`.
    func search(_ text: String, limit: Int) async throws -> [Series]
    /// The series with `id` and its episodes; nil when the catalog has no series with it.
    func details(of id: TitleID) async throws -> SeriesDetails?
    /// The episode with its own `id`; nil when the catalog has no episode with it.
    func episode(_ id: TitleID) async throws -> Episode?
}
