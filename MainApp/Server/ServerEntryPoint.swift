import ArgumentParser
import CommandInjection
import Foundation
import Injection
import Logging
import ServerComposition

/// The `watchlist-server` executable: logs to standard error, parses the command line, and
/// runs the command. `serve` builds the application from ``ServerRoot`` itself; a feature's
/// command runs with every feature registered on the chosen storage, open
/// while it runs, and its `@Injected` dependencies resolved from them. A failure ends with its
/// message and this executable's advice, exit code 1.
@main
enum ServerEntryPoint {
    static func main() async {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        if CompositionRootCheck.isRequested { await checkRoot() }
        do {
            try await run(ServerRootCommand.parseAsRoot())
        } catch {
            // A feature's option that cannot be taken stops the start from inside the container:
            // its own message says all.
            let setting = (error as? ResolutionError)?.underlyingError as? ServerSettingError
            ServerRootCommand.exit(withError: ServerErrorAdvice.advice.advised(setting ?? error))
        }
    }

    /// Runs the parsed command: with every feature on the chosen storage when it injects what
    /// it needs, else alone (`serve`, which builds the application itself).
    nonisolated static func run(_ parsed: any ParsableCommand) async throws {
        let invocation = CommandInvocation(parsed: parsed)
        guard invocation.needsContainer else { return try await invocation.run() }
        try await CommandInvocation.wiring(ServerWiring.self, of: parsed).root().withFeatures { container in
            InjectionContext.install(container)
            try invocation.prepare()
            try await invocation.run()
        }
    }
}

extension ServerEntryPoint {
    /// `COMPOSITION_ROOT_CHECK=1`: builds the application from the options given (the storage
    /// opened and migrated, every feature's services, routes and pages) without listening,
    /// says so, and exits; 1 with the reason when it cannot be built.
    static func checkRoot() async -> Never {
        do {
            let serve = try ServeCommand.parse(Array(CommandLine.arguments.dropFirst()))
            let root = try serve.wiring.root(features: serve.features.settings, backups: serve.backups)
            _ = try await root.buildApplication()
            print("composition root complete: the application was built on \(root.configuration.storage)")
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("the composition root cannot be built: \(error)\n".utf8))
            exit(1)
        }
    }
}

extension ServerWiring {
    /// The root of this run, from the parsed options, each feature's (their defaults and
    /// variables unless given), and the process's environment.
    func root(features: ServerFeatureSettings = ServerFeatureSettings(), backups: BackupOptions? = nil) throws -> ServerRoot {
        let environment = ProcessInfo.processInfo.environment
        var logger = Logger(label: "watchlist-server")
        logger.logLevel = environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        var configuration = try ServerConfiguration(
            host: host, port: port, database: store.database, postgres: store.postgres,
            environment: environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
            catalogPath: catalog, secureCookies: secureCookies, features: features,
            images: ImageCache.chosen(
                imageCache, maximumMiB: imageCacheSize, environment: environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser
            ),
            outbound: try OutboundRules.chosen(allowOutbound, environment: environment)
        )
        configuration.backups = backups?.schedule(
            for: configuration.storage, environment: environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser
        )
        return ServerRoot(configuration: configuration, logger: logger)
    }
}
