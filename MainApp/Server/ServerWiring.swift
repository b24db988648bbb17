import ArgumentParser
import CommandInjection

/// The options that choose `watchlist-server`'s adapters, declared once: where it listens and
/// which database (an SQLite file or PostgreSQL) it keeps its data in.
struct ServerWiring: WiringOptions {
    @Option(help: "The address to listen on; 0.0.0.0 for every interface.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: ArgumentHelp(
        "The SQLite file to keep the data in.",
        discussion: "Default: $WATCHLIST_SERVER_DB if set, else $XDG_DATA_HOME/watchlist/server.sqlite (~/.local/share when unset).",
        valueName: "file"
    ))
    var database: String?

    @Option(help: ArgumentHelp(
        "A PostgreSQL database to keep the data in, in place of an SQLite file.",
        discussion: "postgres://USER:PASSWORD@HOST:PORT/DATABASE, with ?sslmode=disable, prefer or require (default prefer). Default: $DATABASE_URL if set. The catalog stays a local file.",
        valueName: "url"
    ))
    var postgres: String?

    @Option(help: ArgumentHelp(
        "A catalog built from IMDb's datasets by `watchlist catalog build`, read only (default: the embedded offline catalog).",
        valueName: "file"
    ))
    var catalog: String?

    @Option(help: ArgumentHelp("How long a token from sign-up or log-in works, in seconds (default: 30 days).", valueName: "seconds"))
    var tokenLifetime = 30 * 24 * 3600

    @Option(help: ArgumentHelp(
        "Whether visitors may create profiles, through the API and the web page: open or closed.",
        discussion: "Closed: only `watchlist-server profiles add NAME`, run on the server's machine, creates them.",
        valueName: "open|closed"
    ))
    var signups: SignUps = .open

    @Flag(help: "Mark the web page's cookies Secure on every request, for a server behind a proxy that terminates TLS without sending X-Forwarded-Proto.")
    var secureCookies = false

    @Option(help: "How many events a minute each webhook may receive before it is answered 429 (60 may come at once).")
    var hookEventsPerMinute = 120

    @Option(help: ArgumentHelp(
        "Where the web page's posters are kept, each fetched once from TVmaze (and TMDB with TMDB_API_TOKEN) and served by this server; none keeps none and shows placeholders.",
        discussion: "Default: $XDG_CACHE_HOME/watchlist/images (~/.cache when unset).",
        valueName: "directory|none"
    ))
    var imageCache: String?

    @Option(help: ArgumentHelp("The most the posters may take on disk, in MiB; past it, those shown least recently are removed.", valueName: "MiB"))
    var imageCacheSize = 256

    init() {}

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        guard database == nil || postgres == nil else {
            throw ValidationError("--database and --postgres both choose where the data is kept; give one of them")
        }
        guard hookEventsPerMinute > 0 else { throw ValidationError("--hook-events-per-minute must be a number above 0, not \(hookEventsPerMinute)") }
        guard imageCacheSize > 0 else { throw ValidationError("--image-cache-size must be a number of MiB above 0, not \(imageCacheSize)") }
        guard tokenLifetime > 0 else { throw ValidationError("--token-lifetime must be a number of seconds above 0, not \(tokenLifetime)") }
    }
}

/// Whether visitors may create profiles.
enum SignUps: String, CaseIterable, ExpressibleByArgument, Sendable {
    case open, closed
}
