import AppComposition
import AuthInterface
import Foundation
import Injection
import Networking
import PlaybackApp
import PlaybackInterface
import Storage
import Testing

/// What the feature registers in `watchlist`'s container: its service on the app's database,
/// for the signed-in profile (PlaybackRemoteTests runs it on a server).
@Suite struct PlaybackAppFeatureTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { PlaybackAppFeatureTests.ada }
    }

    private func host(database: DatabaseProvider, session: RemoteSession?) -> AppHost {
        AppHost(
            database: database, profiles: SignedIn(), serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(1), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
    }

    private func database(in directory: URL) -> DatabaseProvider {
        DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: PlaybackAppFeature.sqliteMigrations)
    }

    @Test func theServiceKeepsTheProfilesItemsInTheAppsDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "playback-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = Container()
        PlaybackAppFeature.register(in: container, host: host(database: database(in: directory), session: nil))
        _ = try await container.resolve((any PlaybackService).self).add("first item")

        let reopened = Container()
        PlaybackAppFeature.register(in: reopened, host: host(database: database(in: directory), session: nil))
        #expect(try await reopened.resolve((any PlaybackService).self).items().map(\.text) == ["first item"])
        #expect(container.verify().isEmpty)
    }

    @Test func theFeatureAdvisesOnItsErrorsInTheExecutablesWords() {
        #expect(PlaybackAppFeature.advice(for: PlaybackError.blankText, invokedAs: "watchlist")?.contains("`watchlist playback add") == true)
        #expect(PlaybackAppFeature.commands(.none).map { $0.configuration.commandName } == ["playback"])
        #expect(PlaybackAppFeature.menu.map(\.title) == ["Playback"])
    }
}
