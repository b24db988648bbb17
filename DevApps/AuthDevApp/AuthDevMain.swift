import CommandInjection
import Foundation
import TerminalUI

/// `auth-dev`: the Auth feature alone, in memory unless `--database` asks for SQLite.
@main
enum AuthDevMain {
    static func main() async {
        InterruptHandler.install()
        let split = LeadingOptions.split(Array(CommandLine.arguments.dropFirst()), options: ["--database"])
        let wiring: DevWiring
        do {
            wiring = try DevWiring.parse(split.leading)
        } catch {
            DevWiring.exit(withError: error)
        }
        let root = CompositionRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment)
        await InjectedCommandRunner.main(AuthDevCommand.self, container: root.makeContainer(), arguments: split.rest)
    }
}
