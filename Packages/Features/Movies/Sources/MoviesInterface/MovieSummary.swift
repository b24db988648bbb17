/// A search result: enough to tell same-named movies apart and fetch the details.
public struct MovieSummary: Hashable, Sendable, Codable, Identifiable {
    /// Its catalog id.
    public let id: MovieID
    /// Its title.
    public let title: String
    /// The year of first release, if known.
    public let year: Int?
    /// The director, or directors joined with "&", when the catalog says so in its results.
    public let director: String?
    /// Running time in minutes, when the catalog says so in its results.
    public let runtimeMinutes: Int?

    /// Creates a summary.
    public init(id: MovieID, title: String, year: Int?, director: String? = nil, runtimeMinutes: Int? = nil) {
        self.id = id
        self.title = title
        self.year = year
        self.director = director
        self.runtimeMinutes = runtimeMinutes
    }
}
