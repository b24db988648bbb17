import AppComposition
import Foundation
import Injection
import Networking
import Storage
import TerminalUI
import TerminalUIInterface

/// The composition root of a dev app, and its only one: the feature's registrations on what
/// the root shares (a database in memory or in the file `--database` names, the fixture
/// profile, no session with a server), then the dev app's fixtures.
public final class DevAppRoot<App: DevApp>: Sendable {
    /// Shared: the real terminal.
    let terminal: any Terminal
    /// What the root shares with the feature.
    public let host: AppHost
    /// The parsed wiring options.
    let wiring: App.Wiring

    /// The root of a run with `wiring` in `environment`.
    public init(wiring: App.Wiring, environment: [String: String]) {
        terminal = StandardTerminal(environment: environment)
        self.wiring = wiring
        let database = DatabaseProvider(location: wiring.database.map { .file(URL(fileURLWithPath: $0)) } ?? .inMemory, migrations: App.migrations)
        host = AppHost(
            database: database, profiles: App.profiles, serverSession: { nil }, http: CurlHTTPClient(), requestTimeout: .seconds(10),
            catalog: .offline, builtCatalogPath: "", sessionPath: "", environment: App.environment(environment), executable: App.executable
        )
    }

    /// The container for the commands ArgumentParser creates.
    public func makeContainer() async throws -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(AppHomeMenu.self, instance: AppHomeMenu(title: App.executable, features: [App.feature], container: container))
        App.feature.register(in: container, host: host)
        try await App.registerFixtures(in: container, host: host, wiring: wiring)
        return container
    }
}
