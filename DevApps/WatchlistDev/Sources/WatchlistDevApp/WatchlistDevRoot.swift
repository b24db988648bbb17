// The composition root of `watchlist-dev`, and its only one: every dependency its commands
// and screens use is made in this file.
import AuthInterface
import AuthTesting
import CommandInjection
import Injection
import Foundation
import MoviesInterface
import MoviesTesting
import TerminalUI
import TerminalUIInterface
import Watchlist
import WatchlistInterface
import WatchlistPorts
import WatchlistTesting
#if WatchlistDevAdapters
import Storage
import WatchlistSQLite
#endif

/// The Watchlist dev app's own composition root: the real Watchlist feature, with Auth's
/// fixed signed-in profile and Movies' fixture catalog. It links no other feature's
/// implementation. The list lives in memory; built with the `WatchlistDevAdapters` trait,
/// `--database` keeps it in SQLite.
final class WatchlistDevRoot: Sendable {
    let settings: Settings
    #if WatchlistDevAdapters
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif
    /// Shared: the in-memory list otherwise.
    let inMemoryRepository = InMemoryWatchlistRepository()
    /// Shared: the in-memory shares, when there is no database.
    let inMemoryShares = InMemoryListShareRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal

    /// What the wiring options chose, as plain values, safe to share.
    struct Settings: Sendable {
        let model: WatchlistDevWiring.ModelChoice
        let signedOut: Bool
    }

    init(wiring: WatchlistDevWiring, environment: [String: String]) throws(AdaptersNotBuilt) {
        settings = Settings(model: wiring.model, signedOut: wiring.signedOut)
        #if WatchlistDevAdapters
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteWatchlistRepository.migrations)
        }
        #else
        if wiring.database != nil {
            throw AdaptersNotBuilt(executable: "watchlist-dev", option: "--database", trait: "WatchlistDevAdapters")
        }
        #endif
        terminal = StandardTerminal(environment: environment)
    }

    var profiles: any CurrentProfileProviding {
        SignedInProfile(settings.signedOut ? nil : .fixture)
    }

    var watchlistRepository: any WatchlistRepository {
        #if WatchlistDevAdapters
        if let database { return SQLiteWatchlistRepository(database: database) }
        #endif
        return inMemoryRepository
    }

    var shareRepository: any ListShareRepository {
        #if WatchlistDevAdapters
        if let database { return SQLiteListShareRepository(database: database) }
        #endif
        return inMemoryShares
    }

    /// What tells the list screen that another process changed the list: only a shared file can.
    var watchlistChanges: (any WatchlistChangeSource)? {
        #if WatchlistDevAdapters
        database.map { SQLiteWatchlistChanges(database: $0) }
        #else
        nil
        #endif
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
        let factory = WatchlistDevScreens(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(WatchlistDevScreens.self, instance: factory)
        container.register((any AuthScreenBuildable).self, instance: factory)
        container.register((any WatchlistService).self) { _ in self.watchlistService }
        container.register((any WatchlistArchiving).self) { _ in self.watchlistService }
        container.register((any WatchlistInsights).self) { _ in self.watchlistService }
        container.register((any ListSharing).self) { _ in self.listSharing }
        return container
    }
}
