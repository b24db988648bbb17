// The composition root of `watchlist`, and its only one: every dependency a command or a
// screen of this executable uses is registered by the features it lists (AppFeatures.swift,
// which scripts/feature-list writes), on what this root shares with them (the database, the
// HTTP client, the terminal, the session with a server), made from an `AppConfiguration`. It
// names no feature, nor any feature's services, screens or commands.
import AppComposition
import ArgumentParser
import CommandInjection
import Foundation
import Injection
import Networking
import Storage
import TMDB
import TerminalUI
import TerminalUIInterface

/// Builds the whole object graph of `watchlist` (the Composition Root pattern).
///
/// The shared dependencies (the database, the HTTP client, the terminal) are created once
/// here; every feature registers its services on them as factories, so a command pays only
/// for what it uses, and a feature's shared service that costs something to make (the
/// embedded catalog) is made on first use. The root is an instance built from an
/// ``AppConfiguration``, so tests build it on a temporary directory.
final class CLIRoot: Sendable {
    let configuration: AppConfiguration
    /// The database, opened on first use and shared by every repository.
    let database: DatabaseProvider
    /// The HTTP client: libcurl, loaded on the first request.
    let httpClient: any HTTPClient = CurlHTTPClient()
    /// The real terminal.
    let terminal: any Terminal

    init(configuration: AppConfiguration) {
        self.configuration = configuration
        database = DatabaseProvider(location: configuration.databaseLocation, migrations: Self.migrations)
        terminal = StandardTerminal(environment: configuration.environment)
    }

    /// Every feature of `watchlist`, in Package.swift's order: those that own the extension
    /// points first.
    static var features: [any AppFeature.Type] {
        AppFeatures.all
    }

    /// Every feature's commands, those that take other features' options for their titles
    /// made with them.
    static var commands: [any ParsableCommand.Type] {
        let kinds = KindOptionTypes(features.flatMap { $0.kindOptions })
        return features.flatMap { $0.commands(kinds) }
    }

    /// The schema of the app's database: every feature's SQLite migrations in the features'
    /// order, as `watchlist-server` applies them.
    static var migrations: [DatabaseMigration] {
        features.flatMap { $0.sqliteMigrations }
    }

    /// What this root shares with the features; who is signed in is what the feature that
    /// owns profiles registers in `container`.
    func host(_ container: Container) -> AppHost {
        AppHost(
            database: database, container: container,
            http: httpClient, requestTimeout: configuration.requestTimeout, catalog: appCatalog, builtCatalogPath: configuration.imdbCatalogPath,
            sessionPath: configuration.remoteSessionPath, environment: configuration.environment
        )
    }

    /// The catalog the configuration chose, as the features read it.
    var appCatalog: AppCatalog {
        switch configuration.catalog {
        case .offline: .offline
        case .imdb: .imdb(path: configuration.imdbCatalogPath)
        case .tmdb(let baseURL, let token, let timeout): .tmdb(token.map { TMDBConfiguration(baseURL: baseURL, token: $0, timeout: timeout) })
        }
    }

    /// The container for what ArgumentParser creates: the terminal, the home screen (every
    /// feature's menu entries), and every feature's registrations.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(DatabaseProvider.self, instance: database)
        container.register(AppHomeMenu.self, instance: AppHomeMenu(title: "Watchlist", features: Self.features, container: container))
        let host = host(container)
        for feature in Self.features {
            feature.register(in: container, host: host)
        }
        return container
    }
}
