import AppComposition
import AuthInterface
import Foundation
import Injection
import Networking
import PlaybackApp
import PlaybackInterface
import Storage
import Testing
import WatchlistInterface
import WatchlistTesting

/// What the feature registers in `watchlist`'s container: its service on the app's database,
/// for the signed-in profile (PlaybackRemoteTests runs it on a server).
@Suite struct PlaybackAppFeatureTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { PlaybackAppFeatureTests.ada }
    }

    private func container(database: DatabaseProvider) -> Container {
        let host = AppHost(
            database: database, profiles: SignedIn(), serverSession: { nil }, http: CurlHTTPClient(), requestTimeout: .seconds(1), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
        let container = Container()
        // The Auth feature registers the secrets' minting in `watchlist`, and the Watchlist
        // feature the films' recorder.
        container.register((any SecretMinting).self, instance: TestSecrets())
        container.register((any PlaybackRecording).self, instance: UnmatchedMovies())
        PlaybackAppFeature.register(in: container, host: host)
        return container
    }

    private func database(in directory: URL) -> DatabaseProvider {
        DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: PlaybackAppFeature.sqliteMigrations)
    }

    @Test func theServiceKeepsTheProfilesAppsInTheAppsDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "playback-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = container(database: database(in: directory))
        _ = try await container.resolve((any AppsService).self).add(name: "Kodi", scopes: [.scrobble])
        let reopened = self.container(database: database(in: directory))
        #expect(try await reopened.resolve((any AppsService).self).apps().map(\.name) == ["Kodi"])
        #expect(container.verify().isEmpty)
    }

    @Test func theFeatureAdvisesOnItsErrorsInTheExecutablesWords() {
        #expect(PlaybackAppFeature.advice(for: PlaybackError.unknownApp("x"), invokedAs: "watchlist") == "`watchlist apps list` shows your apps' names.")
        #expect(PlaybackAppFeature.commands(.none).map { $0.configuration.commandName } == ["apps", "progress"])
    }
}
