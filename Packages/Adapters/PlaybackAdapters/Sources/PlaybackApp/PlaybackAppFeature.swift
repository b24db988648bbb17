import AppComposition
import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import Playback
import ScrobblingInterface
import WatchlistInterface
import PlaybackCLI
import PlaybackInterface
import PlaybackSQLite
import Storage

/// The Playback feature in `watchlist`: its commands (`watchlist apps`, `watchlist progress`),
/// their advice, and its services, on the app's database, or on the server after `watchlist
/// remote login`. The root
/// lists it (AppFeatures.swift) and names nothing else of the feature.
public enum PlaybackAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { PlaybackCommands.all }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        PlaybackAdvice.advice(for: error, invokedAs: "\(executable) apps")
    }

    public static var examples: [String] { ["watchlist apps add Kodi --scope scrobble", "watchlist progress"] }

    /// No screen: apps are made once, from the command line or the web page.
    public static let menu: [AppMenuItem] = []

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteAppTokenRepository.migrations }

    /// The signed-in profile's apps: on the server while a session with one is kept (as the
    /// list is), else in the shared database, where a `watchlist-server` on the same file
    /// accepts their tokens.
    public static func register(in container: Container, host: AppHost) {
        container.register(PlaybackInvocation.self, instance: PlaybackInvocation(apps: "\(host.executable) apps"))
        container.register((any AppsService).self) { resolver in
            if let session = try host.serverSession() {
                return RemoteApps(session: session, http: host.http, timeout: host.requestTimeout)
            }
            return DefaultAppsService(
                profiles: host.profiles, repository: SQLiteAppTokenRepository(database: host.database), minting: try resolver.resolve((any SecretMinting).self)
            )
        }
        container.register((any PlaybackService).self) { resolver in
            if let session = try host.serverSession() {
                return RemotePlaybackService(session: session, http: host.http, timeout: host.requestTimeout)
            }
            return DefaultPlaybackService(
                profiles: host.profiles, repository: SQLitePlaybackProgressRepository(database: host.database),
                viewings: CatalogViewings(
                    films: try resolver.resolve((any PlaybackRecording).self), episodes: try resolver.resolve(Contributions<any EpisodePlaybackRecording>.self).all
                )
            )
        }
    }
}
