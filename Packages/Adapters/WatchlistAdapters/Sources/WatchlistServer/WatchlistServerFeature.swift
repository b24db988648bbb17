import APIContract
import AuthInterface
import Foundation
import Injection
import MoviesInterface
import ServerComposition
import Watchlist
import WatchlistAPI
import WatchlistArchive
import WatchlistHistory
import WatchlistInterface
import WatchlistPorts
import WatchlistWeb
import WebServer
import WebUI

/// The Watchlist feature in `watchlist-server`: each profile's list, viewings and shares on
/// SQLite or PostgreSQL, the list routes, and the list, history, statistics, pick, share,
/// import and export pages, with the sections and archives other features contribute
/// (`HomePageSections`, `OtherTitleArchiving`); and what it offers the others: the films'
/// playbacks recorded in the lists (`PlaybackRecording`), the film page's forms
/// (`MoviePageActions`), and the site's home page, the list.
public enum WatchlistServerFeature: ServerFeature {
    public static var errors: [any HTTPErrorMapping] { [WatchlistHTTPErrors()] }
    public static var openAPI: OpenAPIPart? { WatchlistOpenAPI.part }
    public static var navigation: [Layout.Link] { WatchlistPages.navigation }

    public static func register(in container: Container, host: ServerHost) {
        container.register((any PlaybackRecording).self) { resolver in
            let movies = try resolver.resolve((any MovieService).self)
            return PlaybackRecorder(movies: { movies }, store: try resolver.resolve((any PlaybackStore).self), now: host.now)
        }
        container.register((any MoviePageActions).self, instance: ListActions())
        container.register(HomePage.self, instance: HomePage(path: WatchlistPages.listPath))
        // Each profile's list, for the features that read it (the calendar's films) and the
        // feature's own routes and pages.
        container.register((@Sendable (Profile) -> ProfileWatchlistService).self, lifetime: .shared) { resolver in
            let movies = try resolver.resolve((any MovieService).self)
            let storedMovies = try resolver.resolve((any StoredMovies).self)
            let directory = try resolver.resolve((any ProfileDirectory).self)
            let (lists, shares) = (try resolver.resolve((any WatchlistRepository).self), try resolver.resolve((any ListShareRepository).self))
            let now = host.now
            return { profile in
                ProfileWatchlistService(
                    profiles: SignedInProfile(profile), movies: { movies }, storedMovies: { storedMovies }, directory: directory, shares: shares,
                    repository: lists, now: now
                )
            }
        }
        container.register((@Sendable (Profile) -> any WatchlistService).self) { resolver in
            let lists = try resolver.resolve((@Sendable (Profile) -> ProfileWatchlistService).self)
            return { profile in lists(profile) }
        }
        // Imports into each profile's list, for the hooks page's backfill.
        container.register((@Sendable (Profile) -> any WatchlistArchiving).self) { resolver in
            let lists = try resolver.resolve((@Sendable (Profile) -> ProfileWatchlistService).self)
            return { profile in lists(profile) }
        }
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let shares = try container.resolve((any ListShareRepository).self)
        let directory = try container.resolve((any ProfileDirectory).self)
        let now = host.now
        let lists = try container.resolve((@Sendable (Profile) -> ProfileWatchlistService).self)
        let sharing: @Sendable (Profile) -> any ListSharing = { profile in
            ProfileListSharing(profiles: SignedInProfile(profile), directory: directory, repository: shares)
        }
        let archives = try container.resolve(Contributions<@Sendable (Profile) -> any OtherTitleArchiving>.self).all
        let pages = try WatchlistPages(
            lists: lists, shares: sharing, files: ArchiveFiles(), movies: try container.resolve((any MoviesWebLinks).self),
            today: { CalendarDay(containing: now()) }, sections: try container.resolve(Contributions<any HomePageSections>.self).all,
            others: { profile in archives.map { $0(profile) } }, posters: host.posters
        )
        let others: @Sendable (Profile) -> [any OtherTitleArchiving] = { profile in archives.map { $0(profile) } }
        return ServerParts(routes: [WatchlistRoutes(lists: lists, sharing: sharing, others: others, cache: host.cache)], pages: pages.routes)
    }
}

/// Where a film page's forms post: to the list's own routes.
struct ListActions: MoviePageActions {
    var addToListAction: String { WatchlistPages.addPath }
    var watchedAction: String { WatchlistPages.watchedPath }
}
