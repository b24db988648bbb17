import Watchlist
import WatchlistInterface
import WatchlistLive

extension CompositionRoot {
    var watchlistRepository: any WatchlistRepository {
        SQLiteWatchlistRepository(database: database)
    }

    /// The signed-in profile's list; movies come through the Movies feature's service, and
    /// their stored details (for `stats` and `pick`) from its repository.
    var watchlistService: any WatchlistService {
        ProfileWatchlistService(
            profiles: authService, movies: { try self.movieService }, storedMovies: { self.movieRepository }, repository: watchlistRepository
        )
    }
}
