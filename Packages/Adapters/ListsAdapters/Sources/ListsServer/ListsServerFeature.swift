import APIContract
import AuthInterface
import Injection
import ServerComposition
import Lists
import ListsAPI
import ListsInterface
import ListsPorts
import Foundation
import ListsWeb
import MoviesInterface
import WatchlistInterface
import WebServer
import WebUI

/// The Lists feature in `watchlist-server`: its API routes with their part of the OpenAPI
/// document, its pages and navigation entry, on the repository that its storage value
/// (`ListsSQLiteStorage` or `ListsPostgresStorage`) registered, each title named from the
/// server's catalogs (the Movies feature's films, then its `OtherTitlesOnTheWeb` providers). The root lists it
/// (ServerFeatures.swift) and names nothing else of the feature.
public enum ListsServerFeature: ServerFeature {
    public static let errors: [any HTTPErrorMapping] = [ListsHTTPErrors()]
    public static let navigation = ListsPages.navigation
    public static var openAPI: OpenAPIPart? { ListsOpenAPI.part }

    /// Nothing to offer the other features yet. Where this feature joins another's extension
    /// point (the home page's `HomePageSections`, the Series catalog's `EpisodeSupplement`),
    /// it contributes here, from its repositories in the container rather than from its own
    /// parts when those read the other feature.
    /// Options of its own for `watchlist-server` (shown under "Lists" in its `--help`) are a
    /// `ServerFeatureOptions` type declared as `public typealias Options = …`, read here with
    /// `try host.options.options(Options.self)`; each reads its flag, else its variable
    /// (`ServerSetting`). Commands of its own beside `serve` go in `commands`.
    ///
    /// Rule-based lists read each profile's films (`TitleLibrary`): the Watchlist feature's,
    /// with the Movies feature's stored details, kept in memory a while (`RememberedFacts`);
    /// a shared list's, its owner's.
    public static func register(in container: Container, host: ServerHost) {
        container.register((any TitleLibrary).self) { resolver in
            let watchlists = try resolver.resolve((@Sendable (Profile) -> any WatchlistService).self)
            let directory = try resolver.resolve((any ProfileDirectory).self)
            return WatchlistLibrary(
                watchlists: { id in try await directory.profile(id: id).map(watchlists) }, stored: RememberedFacts(try resolver.resolve((any StoredMovies).self))
            )
        }
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let repository = try container.resolve((any ListsRepository).self)
        let others = try container.resolve(Contributions<any OtherTitlesOnTheWeb>.self).all
        let titles = CatalogTitleNaming(movies: try container.resolve((any MovieService).self), others: others.map { other in { try await other.title(imdbID: $0) } })
        let minting = try container.resolve((any SecretMinting).self)
        // Shares are kept by their hash, as log-in tokens and calendar feeds are.
        let sharing = ListSharing(newToken: { minting.newToken() }, digest: { "sha256:" + minting.hash($0).map { String(format: "%02x", $0) }.joined() })
        let library = try container.resolve((any TitleLibrary).self)
        // The public addresses' answers are kept in the read cache until their lists change:
        // each change through the service forgets them (ForgettingListsService).
        let cache = host.cache
        let directory = try container.resolve((any ProfileDirectory).self)
        let service: @Sendable (Profile) -> any ListsService = { profile in
            let lists = DefaultListsService(
                profiles: SignedInProfile(profile), repository: repository, titles: titles, library: library, sharing: sharing, directory: directory
            )
            return ForgettingListsService(lists, of: profile.id, in: cache, directory: directory)
        }
        // Work the server runs beside its requests while it runs (a round every minute, as
        // Calendar's notifications) goes in `tasks`: ServerParts(…, tasks: [BackgroundTask(…)]).
        let shared = DigestSharedLists(repository: repository, sharing: sharing, library: library)
        return ServerParts(
            routes: [ListsRoutes(service: service, shared: shared, cache: cache)], pages: try ListsPages(service: service, shared: shared, cache: cache).routes
        )
    }
}
