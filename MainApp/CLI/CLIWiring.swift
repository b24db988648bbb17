import ArgumentParser
import CommandInjection

/// The options that choose `watchlist`'s adapters, declared once: which catalog answers, and
/// how long a TMDB request may take. Accepted anywhere on the command line, and listed in the
/// help of every command they affect.
struct CLIWiring: WiringOptions {
    /// The catalogs `--catalog` can choose.
    enum Catalog: String, CaseIterable, ExpressibleByArgument, Sendable {
        case offline, imdb, tmdb
    }

    @Option(help: ArgumentHelp(
        "Which catalog answers: offline (embedded in the app), imdb (imported with `catalog import`) or tmdb (The Movie Database).",
        discussion: "Default: imdb when a catalog has been imported, else tmdb when TMDB_API_TOKEN is set, else offline.",
        valueName: "offline|imdb|tmdb"
    ))
    var catalog: Catalog?

    @Option(help: ArgumentHelp("How long one TMDB request may take, in seconds (above 0, at most 600).", valueName: "seconds"))
    var timeout: Double = 10

    init() {}

    func validate() throws {
        guard timeout > 0, timeout <= 600 else {
            throw ValidationError("--timeout must be a number of seconds above 0 and at most 600, not \(timeout.formatted())")
        }
    }

    /// The timeout as a duration.
    var requestTimeout: Duration { .milliseconds(Int((timeout * 1000).rounded(.up))) }
}
