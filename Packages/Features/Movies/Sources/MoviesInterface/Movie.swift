/// A movie with its details.
public struct Movie: Hashable, Sendable, Codable, Identifiable {
    /// Its catalog id.
    public let id: MovieID
    /// The title it is best known by.
    public let title: String
    /// The year of first release, if known.
    public let year: Int?
    /// Genre names, most relevant first.
    public let genres: [String]
    /// Running time in minutes, if known.
    public let runtimeMinutes: Int?
    /// The director, or directors joined with "&"; `nil` if unknown.
    public let director: String?
    /// The top-billed cast in billing order.
    public let cast: [CastMember]

    /// Creates a movie.
    public init(id: MovieID, title: String, year: Int?, genres: [String], runtimeMinutes: Int?, director: String?, cast: [CastMember]) {
        self.id = id
        self.title = title
        self.year = year
        self.genres = genres
        self.runtimeMinutes = runtimeMinutes
        self.director = director
        self.cast = cast
    }

    /// The movie as a search result.
    public var summary: MovieSummary {
        MovieSummary(id: id, title: title, year: year, director: director, runtimeMinutes: runtimeMinutes)
    }
}
