import ArgumentParser
import CommandInjection

/// The options that choose `watchlist-server`'s adapters, declared once: where it listens,
/// which database (an SQLite file or PostgreSQL) it keeps its data in (``StoreOptions``), the catalog and the
/// posters' cache. Each feature's own options are `serve`'s, under the feature's name.
struct ServerWiring: WiringOptions {
    @Option(help: "The address to listen on; 0.0.0.0 for every interface.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @OptionGroup var store: StoreOptions

    @Option(help: ArgumentHelp(
        "A catalog that `watchlist` built from IMDb's datasets, read only (default: the embedded offline catalog).",
        valueName: "file"
    ))
    var catalog: String?

    @Flag(help: "Mark the web page's cookies Secure on every request, for a server behind a proxy that terminates TLS without sending X-Forwarded-Proto.")
    var secureCookies = false

    @Option(help: ArgumentHelp(
        "Where the web page's posters are kept, each fetched once from TVmaze (and TMDB with TMDB_API_TOKEN) and served by this server; none keeps none and shows placeholders.",
        discussion: "Default: $XDG_CACHE_HOME/watchlist/images (~/.cache when unset).",
        valueName: "directory|none"
    ))
    var imageCache: String?

    @Option(help: ArgumentHelp("The most the posters may take on disk, in MiB; past it, those shown least recently are removed.", valueName: "MiB"))
    var imageCacheSize = 256

    @Option(help: ArgumentHelp(
        "The hosts and networks that the addresses users give (notification targets, media servers to read) may lead to, besides public addresses.",
        discussion: """
        Comma-separated host names, addresses and networks: nas.lan,192.168.1.0/24,fd00::/8. A listed name may lead to         a private network, not to this machine; loopback only when listed (localhost, 127.0.0.1). Link-local and         cloud metadata addresses never. Default: $WATCHLIST_ALLOW_OUTBOUND, else public addresses only.
        """,
        valueName: "list"
    ))
    var allowOutbound: String?

    init() {}

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        guard imageCacheSize > 0 else { throw ValidationError("--image-cache-size must be a number of MiB above 0, not \(imageCacheSize)") }
    }
}
