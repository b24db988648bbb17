/// A film or a series as a catalog names it, to put on a list.
public struct ListedTitle: Hashable, Sendable, Codable {
    /// Its IMDb id (`tt0068646`), or its catalog's (`offline:1`).
    public let titleID: String
    /// What it is, in its catalog's word: `film`, `series`.
    public let kind: String
    /// Its title.
    public let title: String
    /// Its year, or the year it began.
    public let year: Int?

    /// Creates one.
    public init(titleID: String, kind: String, title: String, year: Int?) {
        self.titleID = titleID
        self.kind = kind
        self.title = title
        self.year = year
    }
}
