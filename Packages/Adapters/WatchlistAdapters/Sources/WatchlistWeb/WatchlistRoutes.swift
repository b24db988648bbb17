import APIRouting
import AuthInterface
import MoviesInterface
import ReadCache
import WatchlistInterface
import WebServer

/// The API's list routes (``ListRoutes``), shares (``ShareRoutes``), exports and imports
/// (``ArchiveRoutes``), each on the list of the request's token, made for it by `lists`. The
/// own list's answer is kept in the ``ReadCache``, which each change here makes forget.
public struct WatchlistRoutes: APIRoutes {
    /// The list of a profile, with its exports and imports.
    let lists: @Sendable (Profile) -> any WatchlistService & WatchlistArchiving
    /// The shares of a profile.
    let sharing: @Sendable (Profile) -> any ListSharing
    /// A profile's titles of other kinds, which take back what an import brought of them.
    let others: @Sendable (Profile) -> [any OtherTitleArchiving]
    let cache: ReadCache

    /// Routes on the lists and shares the closures make for each request's profile; `others`
    /// take back what an import brought of other kinds.
    public init(
        lists: @escaping @Sendable (Profile) -> any WatchlistService & WatchlistArchiving,
        sharing: @escaping @Sendable (Profile) -> any ListSharing, others: @escaping @Sendable (Profile) -> [any OtherTitleArchiving] = { _ in [] },
        cache: ReadCache
    ) {
        self.lists = lists
        self.sharing = sharing
        self.others = others
        self.cache = cache
    }

    public func add(to groups: APIRouteGroups) {
        ListRoutes.add(to: groups.signedIn, lists: self)
        ShareRoutes.add(to: groups.signedIn, lists: self)
        ArchiveRoutes.add(to: groups.signedIn, lists: self)
    }
}

/// How Watchlist's errors are answered: a share with oneself, an import taken back already
/// 409; a movie not on the list, a list not shared, a profile or an import that does not exist 404; a read-only share's change 403; any
/// other list error, or a file that cannot be read, 400.
public struct WatchlistHTTPErrors: HTTPErrorMapping {
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        // A well-formed request that the state refuses: the list is yours.
        case WatchlistError.sharingWithYourself, WatchlistError.importAlreadyUndone: HTTPErrorAnswer(.conflict)
        case WatchlistError.notOnList, WatchlistError.notSharedWithYou, WatchlistError.notSharedWith, WatchlistError.noSuchProfile,
            WatchlistError.noSuchImport:
            HTTPErrorAnswer(.notFound)
        case WatchlistError.readOnlyShare: HTTPErrorAnswer(.forbidden)
        case is WatchlistError, is ArchiveFileError: HTTPErrorAnswer(.badRequest)
        default: nil
        }
    }
}
