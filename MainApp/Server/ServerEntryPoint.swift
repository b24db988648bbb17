import ArgumentParser
import CommandInjection
import Foundation
import Logging

/// The `watchlist-server` executable: logs to standard error, parses the command line, and
/// runs the command, which builds what it needs from ``ServerRoot`` (no container: the root's
/// `buildApplication` is called directly). A failure ends with its message and this
/// executable's advice, exit code 1.
@main
enum ServerEntryPoint {
    static func main() async {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        if CompositionRootCheck.isRequested { await checkRoot() }
        do {
            var command = try ServerRootCommand.parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            ServerRootCommand.exit(withError: ServerErrorAdvice.advice.advised(error))
        }
    }
}

extension ServerEntryPoint {
    /// `COMPOSITION_ROOT_CHECK=1`: builds the application from the options given (the storage
    /// opened and migrated, every feature's services, routes and pages) without listening,
    /// says so, and exits; 1 with the reason when it cannot be built.
    static func checkRoot() async -> Never {
        do {
            let root = try ServerWiring.parse(Array(CommandLine.arguments.dropFirst())).root()
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
    /// The root of this run, from the parsed options and the process's environment.
    func root() throws -> ServerRoot {
        let environment = ProcessInfo.processInfo.environment
        var logger = Logger(label: "watchlist-server")
        logger.logLevel = environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        let configuration = try ServerConfiguration(
            host: host, port: port, database: database, postgres: postgres,
            environment: environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
            tokenLifetime: .seconds(tokenLifetime), catalogPath: catalog, signUps: signups, secureCookies: secureCookies,
            hookEventsPerMinute: hookEventsPerMinute,
            images: ImageCache.chosen(
                imageCache, maximumMiB: imageCacheSize, environment: environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser
            )
        )
        return ServerRoot(configuration: configuration, logger: logger)
    }
}
