import AppComposition
import ArgumentParser
import CommandInjection
import Injection
import AuthInterface
import Lists
import ListsCLI
import ListsInterface
import ListsPorts
import ListsSQLite
import MoviesInterface
import Storage
import WatchlistInterface

/// The Lists feature in `watchlist`: its commands under `watchlist lists`, their advice, its
/// service (on the app's database, or on the server after `watchlist remote login`) and its
/// screen in the home menu. The root lists it
/// (AppFeatures.swift) and names nothing else of the feature.
public enum ListsAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { ListsCommands.all }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        ListsAdvice.advice(for: error, invokedAs: "\(executable) lists")
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteListsRepository.migrations }

    /// The signed-in profile's lists: on the server while a session with one is kept (as the
    /// watchlist is), else in the shared database, each title named from the app's catalogs
    /// (the Movies feature's films, then the other kinds its `OtherTitles` providers give).
    ///
    /// Another feature's extension points are joined from here too, with
    /// `container.contribute(to: (any ThatPoint).self) { resolver in ... }`: the Calendar
    /// feature adds its aired episodes to the Series feature's catalog this way
    /// (`EpisodeSupplement`). Make a contribution from the host, not from this feature's own
    /// registrations when those read the other feature: that would be a cycle.
    ///
    /// `lists import` matches films named by title and year (Letterboxd's export) in this
    /// machine's catalog (`TitleMatching`), also when the lists are on a server, which checks
    /// the ids found again.
    ///
    /// Rule-based lists read the signed-in profile's films (`TitleLibrary`): the Watchlist
    /// feature's, with the Movies feature's stored details.
    public static func register(in container: Container, host: AppHost) {
        container.register((any ListsService).self) { resolver in
            if let session = try host.serverSession() {
                return RemoteListsService(session: session, http: host.http, timeout: host.requestTimeout)
            }
            return DefaultListsService(
                profiles: host.profiles, repository: SQLiteListsRepository(database: host.database), titles: try titles(resolver),
                library: try resolver.resolve((any TitleLibrary).self), directory: try resolver.resolve((any ProfileDirectory).self)
            )
        }
        container.register((any TitleMatching).self) { resolver in try titles(resolver) }
        container.register((any TitleLibrary).self) { resolver in
            // This machine keeps one signed-in profile's watchlist: the one the lists' service
            // asks for, as it is the signed-in profile's too.
            let watchlist = try resolver.resolve((any WatchlistService).self)
            return WatchlistLibrary(watchlists: { _ in watchlist }, stored: try resolver.resolve((any StoredMovies).self))
        }
    }

    /// The app's catalogs: the Movies feature's films, then the other kinds.
    private static func titles(_ resolver: Resolver) throws -> CatalogTitleNaming {
        let others = try resolver.resolve(Contributions<any OtherTitles>.self).all
        return CatalogTitleNaming(movies: try resolver.resolve((any MovieService).self), others: others.map { other in { try await other.title(imdbID: $0) } })
    }

    public static let menu = [
        AppMenuItem(title: "Lists") { container in ListsScreen(service: try container.resolve((any ListsService).self)) }
    ]
}
