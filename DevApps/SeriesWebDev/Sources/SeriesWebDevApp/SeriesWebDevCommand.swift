import ArgumentParser
import CommandInjection
import Injection

/// The options of `series-web-dev`: where it listens, and who is signed in.
struct SeriesWebDevOptions: WiringOptions {
    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 lets the system choose.")
    var port = 8082

    @Option(help: ArgumentHelp(
        "Keep follows and viewings in this SQLite file instead of in memory; another program writing the same file shows up live.",
        discussion: "Needs a build with the real adapters: swift run --package-path DevApps/SeriesWebDev --traits SeriesWebDevAdapters series-web-dev",
        valueName: "path"
    ))
    var database: String?

    @Flag(help: "Start with no one signed in, to try the signed-out path; the API's token is refused too.")
    var signedOut = false

    init() {}

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    }
}

/// `series-web-dev`: serves the Series feature's pages and API routes until Ctrl-C.
struct SeriesWebDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "series-web-dev",
        abstract: "Serve the Series feature's web pages and API routes alone, signed in as \"dev\", on fixture series.",
        discussion: """
        The fixture series are Pilot Light and two shows called The Office; Pilot Light and \
        The Office (2005) start followed, two of Pilot Light's episodes watched. Follows and \
        viewings live in memory, or in --database's file (seeded when it follows nothing). \
        Open http://127.0.0.1:8082/series and edit a page's template or code: `swift run \
        --package-path DevApps/SeriesWebDev series-web-dev` rebuilds only what changed. The \
        API's routes take the bearer token dev. Pages of other features (the list, a film's \
        page, log-in) say which feature serves them.

        Examples:
          series-web-dev
          curl -H 'Authorization: Bearer dev' http://127.0.0.1:8082/v1/next
          series-web-dev --port 9000 --signed-out
          series-web-dev --database /tmp/series.sqlite      (built with --traits SeriesWebDevAdapters)
        """
    )

    @OptionGroup(title: "Wiring options") var wiring: SeriesWebDevOptions

    @Injected var server: SeriesWebDevServer

    func run() async throws {
        try await server.run()
    }
}
