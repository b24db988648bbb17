import CommandInjection
import Foundation
import TerminalUI

/// `scrobbling-dev`: the Scrobbling feature's event readers alone.
public enum ScrobblingDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            ScrobblingDevCommand.self,
            wiring: ScrobblingDevWiring.self,
            advice: ScrobblingDevErrorAdvice.advice
        ) { wiring in
            try ScrobblingDevRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
