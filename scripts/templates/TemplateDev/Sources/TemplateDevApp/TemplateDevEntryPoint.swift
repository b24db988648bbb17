import CommandInjection
import Foundation
import TerminalUI

/// `template-dev`: the Template feature alone, in memory unless `--file` asks for the JSON file.
public enum TemplateDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            TemplateDevCommand.self,
            wiring: TemplateDevWiring.self,
            advice: TemplateDevErrorAdvice.advice
        ) { wiring in
            TemplateDevRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
