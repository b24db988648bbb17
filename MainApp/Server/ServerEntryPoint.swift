import CommandInjection
import Foundation
import Scrobbling
import Logging

/// The `watchlist-server` executable: logs to standard error; parse, build the graph from the
/// parsed wiring, run.
@main
enum ServerEntryPoint {
    static func main() async {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        await InjectedCommandRunner.main(
            ServerRootCommand.self,
            wiring: ServerWiring.self,
            advice: ServerErrorAdvice.advice
        ) { wiring in
            let environment = ProcessInfo.processInfo.environment
            var logger = Logger(label: "watchlist-server")
            logger.logLevel = environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
            let configuration = try ServerConfiguration(
                host: wiring.host, port: wiring.port, database: wiring.database, postgres: wiring.postgres,
                environment: environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
                tokenLifetime: .seconds(wiring.tokenLifetime), catalogPath: wiring.catalog,
                signUps: wiring.signups, secureCookies: wiring.secureCookies,
                hookLimits: HookRateLimit.Limits(perMinute: wiring.hookEventsPerMinute)
            )
            return CompositionRoot(configuration: configuration, logger: logger).makeContainer()
        }
    }
}
