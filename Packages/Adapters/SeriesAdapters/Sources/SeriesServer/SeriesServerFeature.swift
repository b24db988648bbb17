import APIContract
import AuthInterface
import Injection
import MoviesInterface
import PostgresStorage
import ScrobblingInterface
import Series
import SeriesAPI
import SeriesInterface
import SeriesPorts
import SeriesPostgres
import SeriesSQLite
import SeriesWeb
import ServerComposition
import Storage
import WatchlistInterface
import WebServer
import WebUI

/// The Series feature in `watchlist-server`: its API routes and pages, its navigation entry,
/// the series of the `--catalog` file (or the embedded ones), follows and viewings on SQLite
/// or PostgreSQL, and what Series offers the other features' extension points: series on the
/// search page (Movies), Up Next on the home page, series in the export and import (Watchlist)
/// and the hooks' episodes (Scrobbling). The root lists it and names nothing else of Series.
public enum SeriesServerFeature: ServerFeature {
    public static var sqliteMigrations: [DatabaseMigration] { SQLiteSeriesRepository.migrations }
    public static var postgresMigrations: [PostgresMigration] { PostgresSeriesRepository.migrations }
    public static var errors: [any HTTPErrorMapping] { [SeriesHTTPErrors()] }
    public static var navigation: [Layout.Link] { SeriesPages.navigation }
    public static var openAPI: OpenAPIPart? { SeriesOpenAPI.part }

    public static func parts(on host: ServerHost, contributions: Container) throws -> ServerParts {
        let catalog = try catalog(host)
        let repository: any SeriesRepository & EpisodePlaybackStore = switch host.storage {
        case .sqlite(let database): SQLiteSeriesRepository(database: database)
        case .postgres(let pool): PostgresSeriesRepository(database: pool)
        }
        let now = host.now
        let series: @Sendable (Profile) -> any SeriesService = { profile in
            ProfileSeriesService(profiles: SignedInProfile(profile), catalog: catalog, repository: repository, now: now)
        }
        let pages = try SeriesPages(service: series)
        contributions.contribute(to: (any OtherTitlesOnTheWeb).self) { _ in SeriesInSearch(catalog: catalog) }
        contributions.contribute(to: (any HomePageSections).self) { _ in SeriesUpNext(pages: pages) }
        contributions.contribute(to: (@Sendable (Profile) -> any OtherTitleArchiving).self) { _ in
            { profile in SeriesArchives(service: series(profile), catalog: catalog) }
        }
        contributions.contribute(to: (any EpisodePlaybackRecording).self) { _ in EpisodePlaybackRecorder(catalog: catalog, store: repository, now: now) }
        return ServerParts(routes: [SeriesRoutes(series: series, cache: host.cache)], pages: pages.routes)
    }

    /// The series of the `--catalog` file when it was built with `title.episode`, else the
    /// embedded series.
    private static func catalog(_ host: ServerHost) throws -> any SeriesCatalog {
        guard let path = host.catalogPath, let built = try SQLiteSeriesCatalog.open(path: path) else { return EmbeddedSeriesCatalog() }
        return built
    }
}
