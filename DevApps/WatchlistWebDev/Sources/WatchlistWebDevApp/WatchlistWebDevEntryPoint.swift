import CommandInjection
import Foundation
import Logging

/// `watchlist-web-dev`: the Watchlist feature's web pages alone, on fixtures.
public enum WatchlistWebDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        await InjectedCommandRunner.main(WatchlistWebDevCommand.self, wiring: WatchlistWebDevOptions.self, advice: ErrorAdvice { _ in nil }) { options in
            var logger = Logger(label: "watchlist-web-dev")
            logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
            return try WatchlistWebDevRoot(options: options, logger: logger).makeContainer()
        }
    }
}
