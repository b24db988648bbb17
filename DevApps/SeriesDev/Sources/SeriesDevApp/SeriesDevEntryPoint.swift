import CommandInjection
import Foundation
import TerminalUI

/// `series-dev`: the Series feature alone, in memory unless `--database` asks for SQLite.
public enum SeriesDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            SeriesDevCommand.self,
            wiring: SeriesDevWiring.self,
            advice: SeriesDevErrorAdvice.advice
        ) { wiring in
            try SeriesDevRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
