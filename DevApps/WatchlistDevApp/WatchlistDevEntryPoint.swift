import CommandInjection
import Foundation
import TerminalUI

/// `watchlist-dev`: the Watchlist feature alone, signed in as the fixture profile, on the
/// fixture movies.
@main
enum WatchlistDevMain {
    static func main() async {
        InterruptHandler.install()
        let split = LeadingOptions.split(
            Array(CommandLine.arguments.dropFirst()),
            options: ["--database", "--store"],
            flags: ["--signed-out"]
        )
        let wiring: DevWiring
        do {
            wiring = try DevWiring.parse(split.leading)
        } catch {
            DevWiring.exit(withError: error)
        }
        let root = CompositionRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment)
        await InjectedCommandRunner.main(WatchlistDevCommand.self, container: root.makeContainer(), arguments: split.rest)
    }
}
