import MoviesInterface
import WatchlistInterface
import WatchlistPorts

/// Statistics and picks, from the films' stored details, never a catalog.
extension ProfileWatchlistService {
    public func statistics(year: Int?) async throws -> WatchlistStatistics {
        let films = try await repository.archive(for: await ownList().id)
        let facts = try await makeStoredMovies().facts(of: films.filter { !$0.viewings.isEmpty }.map(\.movieID))
        return StatisticsCalculator.statistics(of: films, year: year) { id in facts[id] }
    }

    public func pickCandidates(_ filter: PickFilter) async throws -> [PickCandidate] {
        let entries = try await repository.entries(for: await ownList().id).filter { !$0.isWatched }
        let details = try await storedDetails(of: entries.map(\.movieID))
        return entries.compactMap { entry in
            let movie = details[entry.movieID]
            return filter.admits(entry, details: movie) ? PickCandidate(entry: entry, movie: movie) : nil
        }
    }

    /// The stored details of the films that have them; a film whose details cannot be read
    /// is left out, as one never stored is.
    func storedDetails(of ids: [MovieID]) async throws -> [MovieID: Movie] {
        let stored = try makeStoredMovies()
        var details: [MovieID: Movie] = [:]
        for id in ids {
            if let movie = try? await stored.movie(id) { details[id] = movie }
        }
        return details
    }
}
