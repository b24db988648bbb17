import AppComposition
import ArgumentParser
import AuthInterface
import IMDbCatalogBuild
import CommandInjection
import Injection
import MoviesInterface
import RemoteClient
import ScrobblingInterface
import Series
import SeriesCLI
import SeriesInterface
import SeriesSQLite
import SeriesTMDB
import Storage
import WatchlistInterface

/// The Series feature in `watchlist`: the `series` commands and `next`, their advice, the
/// series of the chosen catalog, each profile's follows and viewings on this machine or on the
/// server of `remote login`, the TV series screen, and what Series offers the other features'
/// extension points: series in `search` and `show` (Movies), in the list's commands (Watchlist)
/// and the hooks' episodes (Scrobbling), and series and episodes in the catalog `catalog build`
/// makes from IMDb's datasets (the IMDb kit). The root lists it and names nothing else of Series.
public enum SeriesAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { SeriesCommands.all }

    /// `--season` on `show`, `--season` and `--episode` on `watched`, `--kind` on `pick`, and
    /// `--online` on `import`, and series in the help of `search`, `add`, `remove`, `import`,
    /// `list`, `history`, `stats`, `export` and `catalog build`.
    public static let kindOptions: [any KindOptions.Type] = [
        SeriesShowOptions.self, SeriesWatchedOptions.self, SeriesPickOptions.self, SeriesAddOptions.self, SeriesRemoveOptions.self,
        SeriesImportOptions.self, SeriesListOptions.self, SeriesHistoryOptions.self, SeriesStatsOptions.self, SeriesExportOptions.self,
        SeriesSearchOptions.self, SeriesCatalogBuildOptions.self,
    ]

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        if case SeriesError.catalogUnreadable = error {
            return "Build the catalog again with `\(executable) catalog build title.basics.tsv.gz title.episode.tsv.gz ...`, "
                + "or use --catalog offline for the embedded series."
        }
        return SeriesAdvice.advice(for: error, invokedAs: "\(executable) series")
    }

    public static var sqliteMigrations: [DatabaseMigration] { SQLiteSeriesRepository.migrations }

    public static func register(in container: Container, host: AppHost) {
        // With the aired episodes other features know of (the calendar's) that the catalog lacks.
        container.register((any SeriesCatalog).self) { resolver in
            SupplementedCatalog.wrapping(try catalog(host), with: try resolver.resolve(Contributions<any EpisodeSupplement>.self).all)
        }
        container.register((any SeriesService).self) { resolver in
            if let session = try host.serverSession() {
                return RemoteSeriesService(session: session, http: host.http, timeout: host.requestTimeout)
            }
            return ProfileSeriesService(
                profiles: host.profiles, catalog: try resolver.resolve((any SeriesCatalog).self), repository: SQLiteSeriesRepository(database: host.database)
            )
        }
        container.contribute(to: (any OtherTitles).self) { resolver in try beside(resolver) }
        container.contribute(to: (any OtherTitleTracking).self) { resolver in try beside(resolver) }
        container.contribute(to: (any IMDbCatalogPart).self) { _ in SeriesCatalogPart() }
        container.contribute(to: (any EpisodePlaybackRecording).self) { resolver in
            EpisodePlaybackRecorder(catalog: try resolver.resolve((any SeriesCatalog).self), store: SQLiteSeriesRepository(database: host.database))
        }
    }

    public static let menu = [
        AppMenuItem(title: "TV series") { container in SeriesScreen(service: try container.resolve((any SeriesService).self)) }
    ]

    /// Series beside films in the film and list commands, where the series are.
    private static func beside(_ resolver: Resolver) throws -> SeriesAsOtherTitles {
        SeriesAsOtherTitles(service: try resolver.resolve((any SeriesService).self), catalog: try resolver.resolve((any SeriesCatalog).self))
    }

    /// The series of the catalog films come from: the one built from IMDb's datasets when it
    /// was built with `title.episode`, TMDB's when the token is set; the embedded series
    /// otherwise.
    private static func catalog(_ host: AppHost) throws -> any SeriesCatalog {
        switch host.catalog {
        case .imdb(let path): try SQLiteSeriesCatalog.open(path: path) ?? EmbeddedSeriesCatalog()
        case .tmdb(let configuration?): TMDBSeriesCatalog(configuration: configuration, http: host.http)
        case .tmdb(nil), .offline: EmbeddedSeriesCatalog()
        }
    }
}
