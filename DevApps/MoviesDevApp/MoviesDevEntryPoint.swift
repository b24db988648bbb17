import CommandInjection
import Foundation
import TMDBFixtureServer
import TerminalUI

/// `movies-dev`: the Movies feature alone, on fixtures unless flags ask for real adapters.
@main
enum MoviesDevMain {
    static func main() async {
        InterruptHandler.install()
        let (wiringArguments, commandArguments) = DevWiring.split(Array(CommandLine.arguments.dropFirst()))
        let wiring: DevWiring
        var server: TMDBFixtureServer?
        do {
            wiring = try DevWiring.parse(wiringArguments)
            if wiring.fixtureServer { server = try await TMDBFixtureServer.start() }
        } catch {
            DevWiring.exit(withError: error)
        }
        let tmdb = server.map { DevTMDB(baseURL: $0.baseURL, token: TMDBFixtureServer.token) }
            ?? DevTMDB(environment: ProcessInfo.processInfo.environment)
        let root = CompositionRoot(wiring: wiring, tmdb: tmdb, environment: ProcessInfo.processInfo.environment)
        await InjectedCommandRunner.main(MoviesDevCommand.self, container: root.makeContainer(), arguments: commandArguments)
    }
}
