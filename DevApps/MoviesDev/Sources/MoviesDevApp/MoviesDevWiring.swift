import ArgumentParser
import CommandInjection
import DevComposition

/// The options that choose real or fixture adapters for `movies-dev`, declared once and
/// accepted anywhere on the command line: `movies-dev search alien --catalog offline`.
public struct MoviesDevWiring: DevWiringOptions {
    /// The catalogs `--catalog` can choose.
    public enum CatalogChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case fixture, offline, imdb, tmdb

        /// Also accepts `embedded`, this option's earlier name for `offline`, which scripts may use.
        public init?(argument: String) {
            self.init(rawValue: argument == "embedded" ? "offline" : argument)
        }
    }

    @Option(help: ArgumentHelp(
        "Which catalog: fixture (five films), offline (the catalog embedded in the app, as `watchlist --catalog offline`), imdb (the one `catalog build` builds) or tmdb.",
        valueName: "fixture|offline|imdb|tmdb"
    ))
    public var catalog: CatalogChoice = .fixture

    @Option(help: ArgumentHelp("Where `catalog build` writes the IMDb catalog, and --catalog imdb reads it.", valueName: "path"))
    public var catalogFile = "movies-dev-catalog.sqlite"

    @Flag(help: "Start a TMDB look-alike on 127.0.0.1 and use it (implies --catalog tmdb).")
    public var fixtureServer = false

    @OptionGroup public var storage: DevWiring

    public var database: String? { storage.database }

    public var requestTimeout: Duration { storage.requestTimeout }

    public init() {}
}
