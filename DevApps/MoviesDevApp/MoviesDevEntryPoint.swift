import CommandInjection
import Foundation
import TMDBFixtureServer
import TerminalUI

/// `movies-dev`: the Movies feature alone, on fixtures unless its wiring asks for real adapters.
@main
enum MoviesDevEntryPoint {
    static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(
            MoviesDevCommand.self,
            wiring: MoviesDevWiring.self,
            advice: MoviesDevErrorAdvice.advice
        ) { wiring in
            let environment = ProcessInfo.processInfo.environment
            let tmdb = wiring.fixtureServer
                ? DevTMDB(fixtureServer: try await TMDBFixtureServer.start())
                : DevTMDB(environment: environment)
            return CompositionRoot(wiring: wiring, tmdb: tmdb, environment: environment).makeContainer()
        }
    }
}
