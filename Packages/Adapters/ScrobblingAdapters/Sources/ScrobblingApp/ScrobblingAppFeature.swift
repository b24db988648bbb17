import AppComposition
import ArgumentParser
import AuthInterface
import Foundation
import CommandInjection
import Injection
import RemoteClient
import Scrobbling
import ScrobblingHTTP
import ScrobblingInterface
import ScrobblingSQLite
import Storage
import WatchlistInterface

/// The Scrobbling feature in `watchlist`: `hooks`, on this machine's hooks (for a
/// `watchlist-server` that shares its database) or, after `remote login`, the server's. A
/// film's playback is recorded by the feature that offers `PlaybackRecording` (the list), an
/// episode's by each feature that contributes an `EpisodePlaybackRecording`, and a hook's
/// secret is minted as the Auth feature mints tokens (`SecretMinting`). `hooks backfill` reads
/// a media server's history over HTTP and imports it as `import` does (`HistoryImportRunning`).
public enum ScrobblingAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { ScrobblingCommands.all }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        ScrobblingAdvice.advice(for: error, invokedAs: executable)
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteHookRepository.migrations }

    public static func register(in container: Container, host: AppHost) {
        container.register((any HookManaging).self) { resolver in
            if let session = try host.serverSession() {
                return RemoteHooks(session: session, http: host.http, timeout: host.requestTimeout)
            }
            return ProfileHooks(
                profiles: host.profiles, repository: SQLiteHookRepository(database: host.database),
                secrets: MintedHookSecrets(try resolver.resolve((any SecretMinting).self)), recorder: try resolver.resolve((any PlaybackRecording).self),
                episodes: try resolver.resolve(Contributions<any EpisodePlaybackRecording>.self).all
            )
        }
        // `hooks backfill` reads the media server from this machine, whether the list is here or on a server.
        container.register((any PlayHistoryReading).self, instance: MediaServerHistories(http: host.http))
        // The server the printed hook URLs point at: the session's, else one on this machine.
        container.register(HookServerAddress.self) { _ in HookServerAddress(url: try host.serverSession()?.server ?? localServer) }
    }

    public static var menu: [AppMenuItem] { [] }

    /// `watchlist-server`'s address when it runs on this machine with its defaults.
    static var localServer: URL {
        var components = URLComponents()
        (components.scheme, components.host, components.port) = ("http", "127.0.0.1", 8080)
        return components.url ?? URL(fileURLWithPath: "/")
    }
}
