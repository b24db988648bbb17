import CommandInjection
import Foundation
import TerminalUI
#if MoviesDevAdapters
import TMDBFixtureServer
#endif

/// `movies-dev`: the Movies feature alone, on fixtures unless its wiring asks for real adapters.
public enum MoviesDevEntryPoint {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            MoviesDevCommand.self,
            wiring: MoviesDevWiring.self,
            advice: MoviesDevErrorAdvice.advice
        ) { wiring in
            let environment = ProcessInfo.processInfo.environment
            #if MoviesDevAdapters
            let tmdb = wiring.fixtureServer
                ? DevTMDB(fixtureServer: try await TMDBFixtureServer.start())
                : DevTMDB(environment: environment)
            return MoviesDevRoot(wiring: wiring, tmdb: tmdb, environment: environment).makeContainer()
            #else
            return try MoviesDevRoot(wiring: wiring, environment: environment).makeContainer()
            #endif
        }
    }
}
