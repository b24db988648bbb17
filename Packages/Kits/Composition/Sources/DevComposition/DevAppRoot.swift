import AppComposition
import Foundation
import Injection
import Networking
import Storage
import TerminalUI
import TerminalUIInterface

/// The composition root of a dev app, and its only one: the feature's registrations on what
/// the root shares (a database in memory or in the file `--database` names, the fixture
/// profile or the feature's own, the catalog the wiring chose, no session with a server), then
/// the dev app's fixtures.
public final class DevAppRoot<App: DevApp>: Sendable {
    /// Shared: the real terminal.
    let terminal: any Terminal
    /// Shared: the database, in memory or in the file `--database` names.
    public let database: DatabaseProvider
    /// Shared: the HTTP client; libcurl is loaded on the first request.
    let http: any HTTPClient = CurlHTTPClient()
    /// The environment the feature reads.
    let environment: [String: String]
    /// The parsed wiring options.
    let wiring: App.Wiring

    /// The root of a run with `wiring` in `environment`.
    public init(wiring: App.Wiring, environment: [String: String]) {
        terminal = StandardTerminal(environment: environment)
        self.wiring = wiring
        self.environment = App.environment(environment)
        database = DatabaseProvider(location: wiring.database.map { .file(URL(fileURLWithPath: $0)) } ?? .inMemory, migrations: App.migrations)
    }

    /// What the root shares with the feature whose registrations go in `container`.
    func host(_ container: Container) throws -> AppHost {
        try AppHost(
            database: database, profiles: App.profiles(wiring) ?? RegisteredProfiles(container), serverSession: { nil }, http: http,
            requestTimeout: wiring.requestTimeout, catalog: App.catalog(wiring, environment: environment), builtCatalogPath: App.builtCatalogPath(wiring),
            sessionPath: "", environment: environment, executable: App.executable
        )
    }

    /// The container for the commands ArgumentParser creates.
    public func makeContainer() async throws -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(AppHomeMenu.self, instance: AppHomeMenu(title: App.executable, features: [App.feature], container: container))
        let host = try host(container)
        App.feature.register(in: container, host: host)
        try await App.registerFixtures(in: container, host: host, wiring: wiring)
        return container
    }
}
