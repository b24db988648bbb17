import ArgumentParser
import CommandInjection
import Injection

/// The `watchlist-server` command: `serve`, which runs by default.
struct ServerRootCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "watchlist-server",
        abstract: "Serve watchlists over HTTP, for devices and people that share them.",
        discussion: """
        Runs the watchlist features as a web page at / for browsers and phones, and as a JSON \
        API under /v1 (sign up, log in with a bearer token, search the embedded catalog, keep \
        a list and its viewings) with GET /health. \
        With no options it listens on 127.0.0.1:8080 and keeps its data in \
        $XDG_DATA_HOME/watchlist/server.sqlite (~/.local/share when unset), or \
        $WATCHLIST_SERVER_DB; --postgres URL or $DATABASE_URL keeps it in PostgreSQL \
        instead, where several servers can share it. SIGTERM or Ctrl-C stops it after the requests in flight. Logs \
        go to standard error; LOG_LEVEL=debug shows more.

        Examples:
          watchlist-server
          watchlist-server --port 9000 --database /srv/watchlist/server.sqlite
          watchlist-server --postgres postgres://watchlist:secret@127.0.0.1:5432/watchlist
          watchlist-server --signups closed      (then: watchlist-server profiles add NAME)
          curl -s http://127.0.0.1:8080/health
        """,
        version: "0.1.0",
        subcommands: ServerWiring.wiring([ServeCommand.self]) + [ProfilesCommand.self],
        defaultSubcommand: ServerWiring.wiring([ServeCommand.self]).first
    )

    @OptionGroup(title: "Wiring options") var wiring: ServerWiring
}

/// `serve`: listens until SIGTERM or Ctrl-C.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Listen for requests until SIGTERM or Ctrl-C (what watchlist-server does with no command)."
    )

    @Injected var server: ServerRunner

    func run() async throws {
        try await server.run()
    }
}
