import MoviesInterface
import MoviesSQLite

/// What `watchlist search WORDS` asks the catalog.
enum SearchRun {
    /// Searches for the 20 best matches, and for the 5 closest titles when nothing matches,
    /// as the search command does; returns how many movies it found.
    static func results(of words: String, in catalog: SQLiteMovieCatalog) async throws -> Int {
        let matches = try await catalog.search(words, year: nil, limit: 20)
        if !matches.isEmpty { return matches.count }
        return try await catalog.suggestions(words, year: nil, limit: 5).count
    }
}

extension Duration {
    /// The duration in milliseconds, with fractions.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
