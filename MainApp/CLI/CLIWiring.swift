import ArgumentParser
import CommandInjection

/// The options that choose `watchlist`'s adapters, declared once: which catalog answers, and
/// how long a request to TMDB or a server may take. Accepted anywhere on the command line, and listed in the
/// help of every command they affect.
struct CLIWiring: WiringOptions {
    /// The catalogs `--catalog` can choose.
    enum Catalog: String, CaseIterable, ExpressibleByArgument, Sendable {
        case offline, imdb, tmdb
    }

    @Option(help: ArgumentHelp(
        "Which catalog answers: offline (embedded in the app), imdb (built from IMDb's datasets by the catalog command) or tmdb (The Movie Database).",
        discussion: "Default: imdb when a catalog has been built, else tmdb when TMDB_API_TOKEN is set, else offline.",
        valueName: "offline|imdb|tmdb"
    ))
    var catalog: Catalog?

    @OptionGroup var timeout: TimeoutOption

    init() {}

    /// The timeout as a duration.
    var requestTimeout: Duration { timeout.duration }
}
