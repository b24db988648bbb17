import ArgumentParser
import CommandInjection
import Injection

/// The options of `watchlist-web-dev`: where it listens, and who is signed in.
struct WatchlistWebDevOptions: WiringOptions {
    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 lets the system choose.")
    var port = 8081

    @Option(help: ArgumentHelp(
        "Keep the list in this SQLite file instead of in memory; another dev app writing the same file shows up live.",
        discussion: "Needs a build with the real adapters: swift run --package-path DevApps/WatchlistWebDev --traits WatchlistWebDevAdapters watchlist-web-dev",
        valueName: "path"
    ))
    var database: String?

    @Flag(help: "Start with no one signed in, to try the signed-out path.")
    var signedOut = false

    init() {}

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    }
}

/// `watchlist-web-dev`: serves the Watchlist feature's pages until Ctrl-C.
struct WatchlistWebDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "watchlist-web-dev",
        abstract: "Serve the Watchlist feature's web pages alone, signed in as \"dev\", on fixture films.",
        discussion: """
        The list starts with the fixture films (fixture:1 to fixture:5), two of them watched, and \
        lives in memory, or in --database's file (seeded when its list is empty). Open http://127.0.0.1:8081/ and edit a page's template or code: \
        `swift run --package-path DevApps/WatchlistWebDev watchlist-web-dev` rebuilds only what \
        changed. Pages of other features (a film's page, log-in) say which feature serves them.

        Examples:
          watchlist-web-dev
          watchlist-web-dev --port 9000 --signed-out
          watchlist-web-dev --database /tmp/wl.sqlite      (built with --traits WatchlistWebDevAdapters)
        """
    )

    @OptionGroup(title: "Wiring options") var wiring: WatchlistWebDevOptions

    @Injected var server: WebDevServer

    func run() async throws {
        try await server.run()
    }
}
