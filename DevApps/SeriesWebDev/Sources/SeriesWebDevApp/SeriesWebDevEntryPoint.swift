import CommandInjection
import Foundation
import Logging

/// `series-web-dev`: the Series feature's web pages and API routes alone, on fixtures.
public enum SeriesWebDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        await InjectedCommandRunner.main(SeriesWebDevCommand.self, wiring: SeriesWebDevOptions.self, advice: ErrorAdvice { _ in nil }) { options in
            var logger = Logger(label: "series-web-dev")
            logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
            return try SeriesWebDevRoot(options: options, logger: logger).makeContainer()
        }
    }
}
