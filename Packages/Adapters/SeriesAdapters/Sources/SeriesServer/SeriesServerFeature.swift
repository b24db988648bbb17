import APIContract
import AuthInterface
import Injection
import MoviesInterface
import ScrobblingInterface
import Series
import SeriesAPI
import SeriesInterface
import SeriesPorts
import SeriesSQLite
import SeriesWeb
import ServerComposition
import WatchlistInterface
import WebServer
import WebUI

/// The Series feature in `watchlist-server`: its API routes and pages, its navigation entry,
/// the series of the `--catalog` file (or the embedded ones), follows and viewings on the
/// storage the root registered, and what Series offers the other features' extension points:
/// series on the search page (Movies), Up Next on the home page, series in the export and
/// import (Watchlist) and the hooks' episodes (Scrobbling), and each profile's series for the
/// features built on them (the calendar). The root lists it and names nothing else of Series.
public enum SeriesServerFeature: ServerFeature {
    public static var errors: [any HTTPErrorMapping] { [SeriesHTTPErrors()] }
    public static var navigation: [Layout.Link] { SeriesPages.navigation }
    public static var openAPI: OpenAPIPart? { SeriesOpenAPI.part }

    /// The series, follows and viewings on the server's storage, shared by everything Series
    /// registers.
    private struct Parts: Sendable {
        let catalog: any SeriesCatalog
        let repository: any SeriesRepository & EpisodePlaybackStore
        let series: @Sendable (Profile) -> any SeriesService
        let pages: SeriesPages
    }

    public static func register(in container: Container, host: ServerHost) {
        container.register(Parts.self, lifetime: .shared) { resolver in
            // With the aired episodes other features know of (the calendar's) that the catalog lacks.
            let supplements = try resolver.resolve(Contributions<any EpisodeSupplement>.self).all
            // A registered catalog wins over the one `--catalog` chose: a web dev app's fixture series.
            let chosen = try resolver.resolveIfRegistered((any SeriesCatalog).self) ?? catalog(host)
            let catalog = SupplementedCatalog.wrapping(chosen, with: supplements, now: host.now)
            let repository = try resolver.resolve((any SeriesRepository & EpisodePlaybackStore).self)
            let now = host.now
            let series: @Sendable (Profile) -> any SeriesService = { profile in
                ProfileSeriesService(profiles: SignedInProfile(profile), catalog: catalog, repository: repository, now: now)
            }
            return Parts(catalog: catalog, repository: repository, series: series, pages: try SeriesPages(service: series, posters: host.posters))
        }
        container.register((@Sendable (Profile) -> any SeriesService).self) { resolver in try resolver.resolve(Parts.self).series }
        container.contribute(to: (any OtherTitlesOnTheWeb).self) { resolver in SeriesInSearch(catalog: try resolver.resolve(Parts.self).catalog) }
        container.contribute(to: (any HomePageSections).self) { resolver in SeriesUpNext(pages: try resolver.resolve(Parts.self).pages) }
        container.contribute(to: (@Sendable (Profile) -> any OtherTitleArchiving).self) { resolver in
            let parts = try resolver.resolve(Parts.self)
            return { profile in SeriesArchives(service: parts.series(profile), catalog: parts.catalog) }
        }
        container.contribute(to: (any EpisodePlaybackRecording).self) { resolver in
            let parts = try resolver.resolve(Parts.self)
            return EpisodePlaybackRecorder(catalog: parts.catalog, store: parts.repository, now: host.now)
        }
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let parts = try container.resolve(Parts.self)
        return ServerParts(routes: [SeriesRoutes(series: parts.series, cache: host.cache)], pages: parts.pages.routes)
    }

    /// The series of the `--catalog` file when it was built with `title.episode`, else the
    /// embedded series.
    private static func catalog(_ host: ServerHost) throws -> any SeriesCatalog {
        guard case .imdb(let path) = host.catalog, let built = try SQLiteSeriesCatalog.open(path: path, memoryMapped: true) else { return EmbeddedSeriesCatalog() }
        return built
    }
}
