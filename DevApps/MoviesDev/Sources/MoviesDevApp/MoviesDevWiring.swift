import ArgumentParser
import CommandInjection

/// The options that choose real or fixture adapters for `movies-dev`, declared once and
/// accepted anywhere on the command line: `movies-dev search alien --catalog offline`.
struct MoviesDevWiring: WiringOptions {
    /// The catalogs `--catalog` can choose.
    enum CatalogChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case fixture, offline, imdb, tmdb

        /// Also accepts `embedded`, this option's earlier name for `offline`, which scripts may use.
        init?(argument: String) {
            self.init(rawValue: argument == "embedded" ? "offline" : argument)
        }
    }

    @Option(help: ArgumentHelp(
        "Which catalog: fixture (five movies), offline (the catalog embedded in the app, as `watchlist --catalog offline`), imdb (the one `catalog build` builds) or tmdb.",
        valueName: "fixture|offline|imdb|tmdb"
    ))
    var catalog: CatalogChoice = .fixture

    @Option(help: ArgumentHelp("Where `catalog build` writes the IMDb catalog, and --catalog imdb reads it.", valueName: "path"))
    var catalogFile = "movies-dev-catalog.sqlite"

    @Option(help: ArgumentHelp("Keep movies in this SQLite file instead of in memory.", valueName: "path"))
    var database: String?

    @Flag(help: "Start a TMDB look-alike on 127.0.0.1 and use it (implies --catalog tmdb).")
    var fixtureServer = false

    @OptionGroup var timeout: TimeoutOption

    init() {}

    #if !MoviesDevAdapters
    /// The first option given that needs the real adapters (linked with the `MoviesDevAdapters`
    /// trait), as it was written; nil when the fixtures serve everything asked.
    var liveOption: String? {
        if catalog != .fixture { return "--catalog \(catalog.rawValue)" }
        if database != nil { return "--database" }
        if fixtureServer { return "--fixture-server" }
        return nil
    }
    #endif
}
