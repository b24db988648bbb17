import AuthLive
import Composition
import MoviesLive
import Networking
import Storage
import TerminalUI
import TerminalUIInterface
import WatchlistLive

/// Builds the whole object graph of `watchlist`, in one place (seed 000's Composition Root).
///
/// Shared dependencies are created once, here, and stored; transient ones are computed
/// properties in the per-domain extensions (`CompositionRoot+Movies.swift`, ...). A shared one
/// that costs something to make (the embedded catalog) is ``LazyShared``: a command that never
/// uses it never pays for it. It is an instance built from an
/// ``AppConfiguration``, so tests can build it on a temporary directory.
final class CompositionRoot: Sendable {
    let configuration: AppConfiguration
    /// The database, opened on first use and shared by every repository.
    let database: DatabaseProvider
    /// The HTTP client: libcurl, loaded on the first request.
    let httpClient: any HTTPClient = CurlHTTPClient()
    /// The embedded catalog, opened on first use and at most once a run.
    let embeddedCatalog = LazyShared { try EmbeddedMovieCatalog.open() }
    /// The real terminal.
    let terminal: any Terminal

    init(configuration: AppConfiguration) {
        self.configuration = configuration
        database = DatabaseProvider(location: configuration.databaseLocation, migrations: Self.migrations)
        terminal = StandardTerminal(environment: configuration.environment)
    }

    /// Every feature's schema. Each feature's identifiers are namespaced, so the order
    /// between features does not matter; within a feature it is the feature's own.
    static var migrations: [DatabaseMigration] {
        SQLiteMovieRepository.migrations + SQLiteProfileRepository.migrations + SQLiteWatchlistRepository.migrations
    }
}
