import CommandInjection
import Foundation
import TerminalUI

/// `auth-dev`: the Auth feature alone, in memory unless `--database` asks for SQLite.
@main
enum AuthDevMain {
    static func main() async {
        InterruptHandler.install()
        let split = LeadingOptions.split(Array(CommandLine.arguments.dropFirst()), options: ["--database"])
        let root: CompositionRoot
        do {
            root = try CompositionRoot(wiring: try DevWiring.parse(split.leading), environment: ProcessInfo.processInfo.environment)
        } catch {
            DevWiring.exit(withError: error)
        }
        await InjectedCommandRunner.main(AuthDevCommand.self, container: root.makeContainer(), arguments: split.rest)
    }
}
