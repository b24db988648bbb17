import CommandInjection
import Foundation
import TerminalUI

/// `calendar-dev`: the Calendar feature alone, in memory unless `--database` asks for SQLite.
public enum CalendarDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            CalendarDevCommand.self,
            wiring: CalendarDevWiring.self,
            advice: CalendarDevErrorAdvice.advice
        ) { wiring in
            try CalendarDevRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
