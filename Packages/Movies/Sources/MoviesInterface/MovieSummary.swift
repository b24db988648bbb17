/// A search result: enough to recognise a movie and fetch its details.
public struct MovieSummary: Hashable, Sendable, Codable, Identifiable {
    /// Its catalog id.
    public let id: MovieID
    /// Its title.
    public let title: String
    /// The year of first release, if known.
    public let year: Int?

    /// Creates a summary.
    public init(id: MovieID, title: String, year: Int?) {
        self.id = id
        self.title = title
        self.year = year
    }
}
