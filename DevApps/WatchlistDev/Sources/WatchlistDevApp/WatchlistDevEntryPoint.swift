import CommandInjection
import Foundation
import TerminalUI

/// `watchlist-dev`: the Watchlist feature alone, signed in as the fixture profile, on the
/// fixture movies.
public enum WatchlistDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            WatchlistDevCommand.self,
            wiring: WatchlistDevWiring.self,
            advice: WatchlistDevErrorAdvice.advice
        ) { wiring in
            try WatchlistDevRoot(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }
}
