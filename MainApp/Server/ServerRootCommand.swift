import ArgumentParser
import CommandInjection
import Foundation
import Hummingbird
import NIOCore

/// The `watchlist-server` command: `serve`, which runs by default, `backup` and `restore`, and
/// the features' commands.
struct ServerRootCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlist-server",
        abstract: "Serve watchlists over HTTP, for devices and people that share them.",
        discussion: """
        Runs every feature as a web page at / for browsers and phones, and as a JSON API \
        under /v1 (described at /openapi.yaml) with GET /health. \
        With no options it listens on 127.0.0.1:8080 and keeps its data in \
        $XDG_DATA_HOME/watchlist/server.sqlite (~/.local/share when unset), or \
        $WATCHLIST_SERVER_DB; --postgres URL or $DATABASE_URL keeps it in PostgreSQL \
        instead, where several servers can share it. The web page's posters are kept in \
        $XDG_CACHE_HOME/watchlist/images (~/.cache when unset), 256 MiB at most \
        (--image-cache, --image-cache-size). `watchlist-server serve --help` lists every \
        option, each feature's under its name, read from its flag or else from the variable \
        it names. SIGTERM or Ctrl-C stops it after the requests in flight. Logs go to \
        standard error; LOG_LEVEL=debug shows more.

        Examples:
          watchlist-server
          watchlist-server --port 9000 --database /srv/watchlist/server.sqlite
          watchlist-server --postgres postgres://watchlist:secret@127.0.0.1:5432/watchlist
          watchlist-server --backup-every 24 --backup-keep 7
          watchlist-server backup /srv/backups/watchlist.sqlite
        \(ServerRoot.features.flatMap { $0.examples }.map { "  " + $0 }.joined(separator: "\n"))
          curl -s http://127.0.0.1:8080/health
        """,
        version: "0.1.0",
        subcommands: [ServeCommand.self, BackupCommand.self, RestoreCommand.self] + ServerWiring.wiring(ServerRoot.features.flatMap { $0.commands }),
        defaultSubcommand: ServeCommand.self
    )
}

/// `serve`: builds the application and listens until SIGTERM or Ctrl-C.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Listen for requests until SIGTERM or Ctrl-C (what watchlist-server does with no command)."
    )

    @OptionGroup(title: "Wiring options") var wiring: ServerWiring
    @OptionGroup var features: FeatureOptions
    @OptionGroup(title: "Backups") var backups: BackupOptions

    func run() async throws {
        let root = try wiring.root(features: features.settings, backups: backups)
        let (configuration, logger) = (root.configuration, root.logger)
        let server = try await root.buildApplication { port in
            logger.info("listening", metadata: ["address": "http://\(configuration.host):\(port)", "storage": "\(configuration.storage)"])
        }
        if let schedule = configuration.backups {
            logger.info("backups", metadata: ["every": "\(schedule.everyHours) hours", "keep": "\(schedule.keep)", "directory": "\(schedule.directory.path)"])
        }
        if let artwork = server.artwork, let images = configuration.images {
            let usage = await artwork.usage()
            logger.info("posters", metadata: [
                "directory": "\(images.directory.path)", "images": "\(usage.images)",
                "size": "\(usage.bytes / 1_048_576) of \(usage.maximumBytes / 1_048_576) MiB",
            ])
        }
        do {
            try await server.application.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw ServerStartError.addressInUse(host: configuration.host, port: configuration.port)
        } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
            throw ServerStartError.addressUnavailable(host: configuration.host)
        }
        logger.info("stopped")
    }
}

/// Why the server did not start.
enum ServerStartError: Error, Equatable, CustomStringConvertible {
    case addressInUse(host: String, port: Int)
    case addressUnavailable(host: String)
    /// `--catalog` names no file.
    case noCatalog(path: String)

    var description: String {
        switch self {
        case .noCatalog(let path): "there is no catalog at \(path)"
        case .addressInUse(let host, let port): "\(host):\(port) is in use by another program"
        case .addressUnavailable(let host): "\(host) is not an address of this machine"
        }
    }
}
