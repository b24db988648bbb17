import AppComposition
import AuthInterface
import Foundation
import Injection
import Networking
import SketchApp
import SketchInterface
import Storage
import Testing

/// What the feature registers in `watchlist`'s container: its service on the app's database,
/// for the signed-in profile (SketchRemoteTests runs it on a server).
@Suite struct SketchAppFeatureTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { SketchAppFeatureTests.ada }
    }

    private func host(database: DatabaseProvider, session: RemoteSession?) -> AppHost {
        AppHost(
            database: database, profiles: SignedIn(), serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(1), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
    }

    private func database(in directory: URL) -> DatabaseProvider {
        DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: SketchAppFeature.sqliteMigrations)
    }

    @Test func theServiceKeepsTheProfilesItemsInTheAppsDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "sketch-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = Container()
        SketchAppFeature.register(in: container, host: host(database: database(in: directory), session: nil))
        _ = try await container.resolve((any SketchService).self).add("first item")

        let reopened = Container()
        SketchAppFeature.register(in: reopened, host: host(database: database(in: directory), session: nil))
        #expect(try await reopened.resolve((any SketchService).self).items().map(\.text) == ["first item"])
        #expect(container.verify().isEmpty)
    }

    @Test func theFeatureAdvisesOnItsErrorsInTheExecutablesWords() {
        #expect(SketchAppFeature.advice(for: SketchError.blankText, invokedAs: "watchlist")?.contains("`watchlist sketch add") == true)
        #expect(SketchAppFeature.commands(.none).map { $0.configuration.commandName } == ["sketch"])
        #expect(SketchAppFeature.menu.map(\.title) == ["Sketch"])
    }
}
