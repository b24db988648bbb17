import AppComposition
import ArgumentParser
import CommandInjection
import Injection
import AuthInterface
import Playback
import PlaybackCLI
import PlaybackInterface
import PlaybackSQLite
import Storage

/// The Playback feature in `watchlist`: its commands under `watchlist playback`, their advice, its
/// service (on the app's database, or on the server after `watchlist remote login`) and its
/// screen in the home menu. The root lists it
/// (AppFeatures.swift) and names nothing else of the feature.
public enum PlaybackAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { PlaybackCommands.all }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        PlaybackAdvice.advice(for: error, invokedAs: "\(executable) playback")
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLitePlaybackRepository.migrations }

    /// The signed-in profile's items: on the server while a session with one is kept (as the
    /// list is), else in the shared database.
    ///
    /// Another feature's extension points are joined from here too, with
    /// `container.contribute(to: (any ThatPoint).self) { resolver in ... }`: the Calendar
    /// feature adds its aired episodes to the Series feature's catalog this way
    /// (`EpisodeSupplement`). Make a contribution from the host, not from this feature's own
    /// registrations when those read the other feature: that would be a cycle.
    public static func register(in container: Container, host: AppHost) {
        container.register((any PlaybackService).self) { _ in
            if let session = try host.serverSession() {
                return RemotePlaybackService(session: session, http: host.http, timeout: host.requestTimeout)
            }
            return DefaultPlaybackService(profiles: host.profiles, repository: SQLitePlaybackRepository(database: host.database))
        }
    }

    public static let menu = [
        AppMenuItem(title: "Playback") { container in PlaybackScreen(service: try container.resolve((any PlaybackService).self)) }
    ]
}
