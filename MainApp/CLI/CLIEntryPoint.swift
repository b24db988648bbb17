import ArgumentParser
import CommandInjection
import Foundation
import TerminalUI

/// The `watchlist` executable: build the graph, install it for the commands, run.
@main
enum WatchlistMain {
    static func main() async {
        InterruptHandler.install()
        let options: GlobalOptions
        let arguments: [String]
        do {
            (options, arguments) = try GlobalOptions.extract(from: Array(CommandLine.arguments.dropFirst()))
        } catch {
            WatchlistCommand.exit(withError: ValidationError(error.description))
        }
        let configuration = AppConfiguration(
            environment: ProcessInfo.processInfo.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
            options: options
        )
        let root = CompositionRoot(configuration: configuration)
        await InjectedCommandRunner.main(WatchlistCommand.self, container: root.makeContainer(), arguments: arguments)
    }
}
