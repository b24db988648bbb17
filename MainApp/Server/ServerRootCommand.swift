import ArgumentParser
import Foundation
import Hummingbird
import NIOCore

/// The `watchlist-server` command: `serve`, which runs by default, and `profiles add`.
struct ServerRootCommand: AsyncParsableCommand {
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
        instead, where several servers can share it. The web page's posters are kept in \
        $XDG_CACHE_HOME/watchlist/images (~/.cache when unset), 256 MiB at most \
        (--image-cache, --image-cache-size). SIGTERM or Ctrl-C stops it after the requests in flight. Logs \
        go to standard error; LOG_LEVEL=debug shows more.

        Examples:
          watchlist-server
          watchlist-server --port 9000 --database /srv/watchlist/server.sqlite
          watchlist-server --postgres postgres://watchlist:secret@127.0.0.1:5432/watchlist
          watchlist-server --signups closed      (then: watchlist-server profiles add NAME)
          curl -s http://127.0.0.1:8080/health
        """,
        version: "0.1.0",
        subcommands: [ServeCommand.self, ProfilesCommand.self],
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

    func run() async throws {
        let root = try wiring.root()
        let (configuration, logger) = (root.configuration, root.logger)
        let server = try await root.buildApplication { port in
            logger.info("listening", metadata: ["address": "http://\(configuration.host):\(port)", "storage": "\(configuration.storage)"])
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

/// `profiles`: the server's administration of profiles.
struct ProfilesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "Administer the server's profiles, on this machine (for a server with --signups closed).",
        subcommands: [AddProfileCommand.self]
    )
}

/// `profiles add NAME`: reads the password from standard input.
struct AddProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create a profile, whatever --signups says; its owner then logs in from the web page or `watchlist remote login`.",
        discussion: """
        The password is read from standard input (its first line), or asked for without echo on a terminal.

        Examples:
          watchlist-server profiles add ada
          printf 'correct horse\\n' | watchlist-server profiles add ada --database /srv/watchlist/server.sqlite
        """
    )

    @Argument(help: "The profile's name.")
    var name: String

    @OptionGroup(title: "Wiring options") var wiring: ServerWiring

    func run() async throws {
        guard let password = PasswordLine.read(prompt: "Password for \(name): ") else {
            throw ValidationError("standard input ended before a password; pipe one in, for example: printf 'PASSWORD\\n' | watchlist-server profiles add \(name)")
        }
        let profile = try await wiring.root().addProfile(name: name, password: password)
        print("Created the profile \(profile.name).")
    }
}

/// One line of standard input, without echo on a terminal.
enum PasswordLine {
    static func read(prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
        guard let typed = getpass(prompt) else { return nil }
        return String(cString: typed)
    }
}
