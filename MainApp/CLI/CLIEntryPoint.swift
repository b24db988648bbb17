import CLIAllocator
import CommandInjection
import Foundation
import TerminalUI

/// The `watchlist` executable: parse, build the graph from the parsed wiring, run.
@main
enum CLIEntryPoint {
    static func main() async {
        cli_allocator_keep_freed_memory()
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            CLIRootCommand.self,
            wiring: CLIWiring.self,
            advice: CLIErrorAdvice.advice
        ) { wiring in
            let configuration = try AppConfiguration(
                environment: ProcessInfo.processInfo.environment,
                homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
                wiring: wiring
            )
            return CLIRoot(configuration: configuration).makeContainer()
        }
    }
}
