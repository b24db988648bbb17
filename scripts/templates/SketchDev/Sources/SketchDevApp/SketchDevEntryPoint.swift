import CommandInjection
import Foundation
import TerminalUI

/// `sketch-dev`: the Sketch feature alone, in memory unless `--database` asks for SQLite.
public enum SketchDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            SketchDevCommand.self,
            wiring: SketchDevWiring.self,
            advice: SketchDevErrorAdvice.advice
        ) { wiring in
            try SketchDevRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
