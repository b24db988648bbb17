import Watchlist
import WatchlistInterface
import WatchlistLive

extension CompositionRoot {
    var watchlistRepository: any WatchlistRepository {
        SQLiteWatchlistRepository(database: database)
    }

    var shareRepository: any ListShareRepository {
        SQLiteListShareRepository(database: database)
    }

    /// This machine's list of the signed-in profile; movies come through the Movies feature's
    /// service, and their stored details (for `stats` and `pick`) from its repository.
    var localWatchlistService: any WatchlistService {
        ProfileWatchlistService(
            profiles: authService, movies: { try self.movieService }, storedMovies: { self.movieRepository },
            directory: profileRepository, shares: shareRepository, repository: watchlistRepository
        )
    }

    /// Shares among the profiles of this machine.
    var localListSharing: any ListSharing {
        ProfileListSharing(profiles: authService, directory: profileRepository, repository: shareRepository)
    }
}
