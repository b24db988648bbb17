/// The movies stored locally, read without a catalog: what another feature may read of
/// Movies' storage (Watchlist's statistics and picks). Writing stays with the Movies feature.
public protocol StoredMovies: Sendable {
    /// The stored movie with `id`, or `nil`.
    func movie(_ id: MovieID) async throws -> Movie?
    /// What statistics add up of the stored movies among `ids` (directors, genres), in one read
    /// however many: a heavy user's 22,000 films, read one at a time with their cast, took 4.9 s
    /// of the statistics page. Ids with nothing stored are left out.
    func facts(of ids: [MovieID]) async throws -> [MovieID: MovieFacts]
}

/// What is stored of a movie that statistics count and rule-based lists read: its director,
/// genres and running time.
public struct MovieFacts: Hashable, Sendable {
    /// Its director, or directors joined with ` & `, when known.
    public let director: String?
    /// Its genres.
    public let genres: [String]
    /// Its running time in minutes, when known.
    public let runtimeMinutes: Int?

    /// Creates the facts.
    public init(director: String?, genres: [String], runtimeMinutes: Int? = nil) {
        self.director = director
        self.genres = genres
        self.runtimeMinutes = runtimeMinutes
    }

    /// The facts of `movie`.
    public init(_ movie: Movie) {
        self.init(director: movie.director, genres: movie.genres, runtimeMinutes: movie.runtimeMinutes)
    }
}
