import CommandInjection
import Foundation
import TerminalUI

/// `template-dev`: the Template feature alone, in memory unless `--file` asks for the JSON file.
@main
enum TemplateDevEntryPoint {
    static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            TemplateDevCommand.self,
            wiring: TemplateDevWiring.self,
            advice: TemplateDevErrorAdvice.advice
        ) { wiring in
            CompositionRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
