import ArgumentParser
import Composition
import Foundation
import TerminalUI

/// `movies-dev`: the Movies feature alone, on fixtures unless flags ask for real adapters.
@main
enum MoviesDevMain {
    static func main() async {
        InterruptHandler.install()
        let (wiringArguments, commandArguments) = DevWiring.split(Array(CommandLine.arguments.dropFirst()))
        let wiring: DevWiring
        do {
            wiring = try DevWiring.parse(wiringArguments)
        } catch {
            DevWiring.exit(withError: error)
        }
        let root = CompositionRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment)
        InjectionContext.install(root.makeContainer())
        await MoviesDevCommand.main(commandArguments)
    }
}
