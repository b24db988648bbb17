import AppComposition
import AuthInterface
import AuthTesting
import Foundation
import Injection
import Networking
import ListsApp
import ListsInterface
import ListsPorts
import ListsTesting
import MoviesInterface
import MoviesTesting
import Storage
import Testing

/// What the feature registers in `watchlist`'s container: its service on the app's database,
/// for the signed-in profile (ListsRemoteTests runs it on a server).
@Suite struct ListsAppFeatureTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { ListsAppFeatureTests.ada }
    }

    private func host(database: DatabaseProvider, session: RemoteSession?) -> AppHost {
        AppHost(
            database: database, profiles: SignedIn(), serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(1), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
    }

    private func database(in directory: URL) -> DatabaseProvider {
        DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: ListsAppFeature.sqliteMigrations)
    }

    @Test func theServiceKeepsTheProfilesListsInTheAppsDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lists-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = Container()
        container.register((any MovieService).self, instance: FixtureMovieService())
        ListsAppFeature.register(in: container, host: host(database: database(in: directory), session: nil))
        container.register((any TitleLibrary).self, instance: FixtureLibrary.standard)
        container.register((any ProfileDirectory).self, instance: FixedProfileDirectory())
        _ = try await container.resolve((any ListsService).self).create("Westerns", description: "")
        _ = try await container.resolve((any ListsService).self).add("fixture:3", to: "westerns", note: "", at: nil)

        let reopened = Container()
        reopened.register((any MovieService).self, instance: FixtureMovieService())
        ListsAppFeature.register(in: reopened, host: host(database: database(in: directory), session: nil))
        reopened.register((any TitleLibrary).self, instance: FixtureLibrary.standard)
        reopened.register((any ProfileDirectory).self, instance: FixedProfileDirectory())
        #expect(try await reopened.resolve((any ListsService).self).lists() == [TitleList(name: "Westerns", description: "", count: 1)])
        #expect(try await reopened.resolve((any ListsService).self).items(in: "Westerns").map(\.title) == ["The Matrix"], "named from the catalog")
        #expect(container.verify().isEmpty)
    }

    @Test func theFeatureAdvisesOnItsErrorsInTheExecutablesWords() {
        #expect(ListsAppFeature.advice(for: ListsError.blankName, invokedAs: "watchlist")?.contains("`watchlist lists new") == true)
        #expect(ListsAppFeature.commands(.none).map { $0.configuration.commandName } == ["lists"])
        #expect(ListsAppFeature.menu.map(\.title) == ["Lists"])
    }
}
