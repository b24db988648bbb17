import Composition
import Foundation
import TerminalUI

/// The `watchlist` executable: build the graph, install it for the commands, run.
@main
enum WatchlistMain {
    static func main() async {
        InterruptHandler.install()
        let configuration = AppConfiguration(
            environment: ProcessInfo.processInfo.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser
        )
        let root = CompositionRoot(configuration: configuration)
        InjectionContext.install(root.makeContainer())
        await WatchlistCommand.main()
    }
}
