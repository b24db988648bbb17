import AuthInterface
import MoviesInterface
import ScrobblingInterface
import WatchlistInterface

/// What the API serves, given by the composition root: the same feature services the CLI
/// uses, with a watchlist service and shares made for the profile of each request's token.
public struct APIServices: Sendable {
    /// Profiles and tokens.
    public let accounts: any TokenAuthenticating
    /// The catalog, through the Movies feature.
    public let movies: any MovieService
    /// The watchlist of `profile`, with its exports and imports.
    public let watchlist: @Sendable (Profile) -> any WatchlistService & WatchlistArchiving
    /// The shares of `profile`.
    public let sharing: @Sendable (Profile) -> any ListSharing
    /// The hooks of `profile`.
    public let hooks: @Sendable (Profile) -> any HookManaging
    /// What takes the media servers' events.
    public let receiver: any HookReceiving

    /// Creates the services.
    public init(
        accounts: any TokenAuthenticating, movies: any MovieService,
        watchlist: @escaping @Sendable (Profile) -> any WatchlistService & WatchlistArchiving, sharing: @escaping @Sendable (Profile) -> any ListSharing,
        hooks: @escaping @Sendable (Profile) -> any HookManaging, receiver: any HookReceiving
    ) {
        self.accounts = accounts
        self.movies = movies
        self.watchlist = watchlist
        self.sharing = sharing
        self.hooks = hooks
        self.receiver = receiver
    }
}
