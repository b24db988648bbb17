import AppComposition
import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import MoviesInterface
import RemoteClient
import Storage
import Watchlist
import WatchlistCLI
import WatchlistHistory
import WatchlistInterface
import WatchlistPorts
import WatchlistSQLite
import WatchlistScreens

/// The Watchlist feature in `watchlist`: each profile's list, viewings and shares, on this
/// machine or, after `remote login`, on the server; the list's commands, `remote push`, and
/// the list's screens; and what it offers the others: the films' playbacks recorded in the
/// list (`PlaybackRecording`, for the hooks), `import`'s work on a history read elsewhere
/// (`HistoryImportRunning`, for the hooks' backfill) and the screen that adds a film to the
/// list (for the search screen).
public enum WatchlistAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { WatchlistCommands.all(kinds) }
    public static var remoteCommands: [any ParsableCommand.Type] { WatchlistCommands.remote }
    public static var examples: [String] {
        ["watchlist add offline:1 && watchlist watched offline:1 --rating 9", "watchlist list --json", "watchlist share sam --read"]
    }
    public static var remoteExamples: [String] { ["remote push"] }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        WatchlistAdvice.advice(for: error, invokedAs: executable)
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteWatchlistRepository.migrations }

    public static func register(in container: Container, host: AppHost) {
        // The films are made when the list first needs one, so that listing never opens the
        // catalog. The closure (like the screens below) keeps the container, which holds it:
        // both live as long as the run, as a command's container does.
        let movies: @Sendable () throws -> any MovieService = { try container.resolve((any MovieService).self) }
        container.register(ProfileWatchlistService.self) { resolver in
            ProfileWatchlistService(
                profiles: host.profiles, movies: movies, storedMovies: { try container.resolve((any StoredMovies).self) },
                directory: try resolver.resolve((any ProfileDirectory).self),
                shares: SQLiteListShareRepository(database: host.database), repository: SQLiteWatchlistRepository(database: host.database)
            )
        }
        // The list commands' list: on the server while a session is kept, else on this machine.
        container.register((any WatchlistService).self) { resolver in try lists(host, resolver) }
        container.register((any WatchlistArchiving).self) { resolver in try lists(host, resolver) }
        // Statistics and picks: this machine's list only, for they need the films' stored
        // details, which a server keeps to itself.
        container.register((any WatchlistInsights).self) { resolver in
            guard try host.serverSession() == nil else { throw RemoteError.unsupported("statistics and picks") }
            return try resolver.resolve(ProfileWatchlistService.self)
        }
        container.register((any ListSharing).self) { resolver in
            if let session = try host.serverSession() { return RemoteListSharing(session: session, http: host.http, timeout: host.requestTimeout) }
            return ProfileListSharing(
                profiles: host.profiles, directory: try resolver.resolve((any ProfileDirectory).self), repository: SQLiteListShareRepository(database: host.database)
            )
        }
        container.register(ListsToPush.self) { resolver in
            let server = try host.serverSession().map { session in
                (address: session.server.absoluteString, list: remote(session, host) as any WatchlistService & WatchlistArchiving)
            }
            return ListsToPush(local: try resolver.resolve(ProfileWatchlistService.self), server: server)
        }
        container.register((any PlaybackRecording).self) { _ in
            PlaybackRecorder(movies: movies, store: SQLiteWatchlistRepository(database: host.database))
        }
        container.register((any WatchlistChangeSource).self, instance: SQLiteWatchlistChanges(database: host.database))
        // `import`'s work on a history read elsewhere, for the hooks' backfill.
        container.register((any HistoryImportRunning).self, instance: HistoryImportRunner())
        container.register((any AddToListScreenBuildable).self, instance: ListScreens(container: container))
        container.register((any WatchlistScreenBuildable).self, instance: ListScreens(container: container))
    }

    public static let menu = [
        AppMenuItem(title: "My watchlist", key: "w") { container in
            try container.resolve((any WatchlistScreenBuildable).self).makeWatchlistScreen()
        }
    ]

    private static func lists(_ host: AppHost, _ resolver: Resolver) throws -> any WatchlistService & WatchlistArchiving {
        guard let session = try host.serverSession() else { return try resolver.resolve(ProfileWatchlistService.self) }
        return remote(session, host)
    }

    private static func remote(_ session: RemoteSession, _ host: AppHost) -> RemoteWatchlistService {
        RemoteWatchlistService(session: session, http: host.http, timeout: host.requestTimeout)
    }
}
