import CommandInjection
import Foundation
import TerminalUI

/// `auth-dev`: the Auth feature alone, in memory unless `--database` asks for SQLite.
public enum AuthDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            AuthDevCommand.self,
            wiring: AuthDevWiring.self,
            advice: AuthDevErrorAdvice.advice
        ) { wiring in
            try AuthDevRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
