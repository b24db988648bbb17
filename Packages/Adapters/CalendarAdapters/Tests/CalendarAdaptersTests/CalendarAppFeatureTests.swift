import AppComposition
import AuthInterface
import Foundation
import Injection
import Networking
import CalendarApp
import CalendarInterface
import Storage
import Testing

/// What the feature registers in `watchlist`'s container: its service on the app's database,
/// for the signed-in profile (CalendarRemoteTests runs it on a server).
@Suite struct CalendarAppFeatureTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { CalendarAppFeatureTests.ada }
    }

    private func host(database: DatabaseProvider, session: RemoteSession?) -> AppHost {
        AppHost(
            database: database, profiles: SignedIn(), serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(1), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
    }

    private func database(in directory: URL) -> DatabaseProvider {
        DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: CalendarAppFeature.sqliteMigrations)
    }

    @Test func theServiceKeepsTheProfilesItemsInTheAppsDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = Container()
        CalendarAppFeature.register(in: container, host: host(database: database(in: directory), session: nil))
        _ = try await container.resolve((any CalendarService).self).add("first item")

        let reopened = Container()
        CalendarAppFeature.register(in: reopened, host: host(database: database(in: directory), session: nil))
        #expect(try await reopened.resolve((any CalendarService).self).items().map(\.text) == ["first item"])
        #expect(container.verify().isEmpty)
    }

    @Test func theFeatureAdvisesOnItsErrorsInTheExecutablesWords() {
        #expect(CalendarAppFeature.advice(for: CalendarError.blankText, invokedAs: "watchlist")?.contains("`watchlist calendar add") == true)
        #expect(CalendarAppFeature.commands.map { $0.configuration.commandName } == ["calendar"])
        #expect(CalendarAppFeature.menu.map(\.title) == ["Calendar"])
    }
}
