import AuthInterface
import AuthTesting
import Foundation
import MoviesInterface
import MoviesTesting
import Storage
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistInterface
import WatchlistLive
import WatchlistTesting

/// The Watchlist dev app's own composition root: the real Watchlist feature, with Auth's
/// fixed signed-in profile and Movies' fixture catalog. It links no other feature's
/// implementation.
final class CompositionRoot: Sendable {
    let wiring: Wiring
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    /// Shared: the in-memory list otherwise.
    let inMemoryRepository = InMemoryWatchlistRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal

    /// The wiring as plain values, safe to share.
    struct Wiring: Sendable {
        let store: WatchlistDevWiring.StoreChoice
        let signedOut: Bool
    }

    init(wiring: WatchlistDevWiring, environment: [String: String]) {
        self.wiring = Wiring(store: wiring.store, signedOut: wiring.signedOut)
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteWatchlistRepository.migrations)
        }
        terminal = StandardTerminal(environment: environment)
    }

    var profiles: any CurrentProfileProviding {
        SignedInProfile(wiring.signedOut ? nil : .fixture)
    }

    var watchlistRepository: any WatchlistRepository {
        database.map { SQLiteWatchlistRepository(database: $0) } ?? inMemoryRepository
    }

    var watchlistService: any WatchlistService {
        ProfileWatchlistService(
            profiles: profiles, movies: { FixtureMovieService() }, storedMovies: { InMemoryMovieRepository(movies: Movie.fixtures) },
            repository: watchlistRepository
        )
    }
}
