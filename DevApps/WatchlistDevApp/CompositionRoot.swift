// The composition root of `watchlist-dev`, and its only one: every dependency its commands
// and screens use is made in this file.
import AuthInterface
import AuthTesting
import Composition
import Foundation
import MoviesInterface
import MoviesTesting
import Storage
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistInterface
import WatchlistPorts
import WatchlistSQLite
import WatchlistTesting

/// The Watchlist dev app's own composition root: the real Watchlist feature, with Auth's
/// fixed signed-in profile and Movies' fixture catalog. It links no other feature's
/// implementation.
final class CompositionRoot: Sendable {
    let settings: Settings
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    /// Shared: the in-memory list otherwise.
    let inMemoryRepository = InMemoryWatchlistRepository()
    /// Shared: the in-memory shares, when there is no database.
    let inMemoryShares = InMemoryListShareRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal

    /// What the wiring options chose, as plain values, safe to share.
    struct Settings: Sendable {
        let store: WatchlistDevWiring.StoreChoice
        let signedOut: Bool
    }

    init(wiring: WatchlistDevWiring, environment: [String: String]) {
        settings = Settings(store: wiring.store, signedOut: wiring.signedOut)
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteWatchlistRepository.migrations)
        }
        terminal = StandardTerminal(environment: environment)
    }

    var profiles: any CurrentProfileProviding {
        SignedInProfile(settings.signedOut ? nil : .fixture)
    }

    var watchlistRepository: any WatchlistRepository {
        database.map { SQLiteWatchlistRepository(database: $0) } ?? inMemoryRepository
    }

    var shareRepository: any ListShareRepository {
        database.map { SQLiteListShareRepository(database: $0) } ?? inMemoryShares
    }

    var watchlistService: ProfileWatchlistService {
        ProfileWatchlistService(
            profiles: profiles, movies: { FixtureMovieService() }, storedMovies: { InMemoryMovieRepository(movies: Movie.fixtures) },
            directory: FixedProfileDirectory(), shares: shareRepository, repository: watchlistRepository
        )
    }

    /// Shares among the fixed profiles: the fixture profile and `sam`.
    var listSharing: any ListSharing {
        ProfileListSharing(profiles: profiles, directory: FixedProfileDirectory(), repository: shareRepository)
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let factory = DevScreenFactory(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(DevScreenFactory.self, instance: factory)
        container.register((any AuthScreenBuildable).self, instance: factory)
        container.register((any WatchlistService).self) { _ in self.watchlistService }
        container.register((any WatchlistArchiving).self) { _ in self.watchlistService }
        container.register((any WatchlistInsights).self) { _ in self.watchlistService }
        container.register((any ListSharing).self) { _ in self.listSharing }
        return container
    }
}
