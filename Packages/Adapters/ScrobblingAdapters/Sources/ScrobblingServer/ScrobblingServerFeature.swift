import APIContract
import AuthInterface
import Injection
import MoviesInterface
import Scrobbling
import ScrobblingAPI
import ScrobblingInterface
import ScrobblingPorts
import ScrobblingWeb
import ServerComposition
import WatchlistInterface
import WebServer
import WebUI

/// The Scrobbling feature in `watchlist-server`: hooks, their logs and the inbox on SQLite or
/// PostgreSQL, the hook routes, the webhook route and the hooks page, whose backfill reads a
/// media server's plays (``ServerBackfill``) where the server keeps lists. A film's playback is
/// recorded by the feature that offers `PlaybackRecording` (the lists), an episode's by each
/// feature that contributes an `EpisodePlaybackRecording`, and a hook's secret is minted as
/// the Auth feature mints its tokens (`SecretMinting`). Where a playback is goes to each
/// feature that contributes a `MediaServerPositionRecording`; the inbox takes other features'
/// players' playbacks too (`InboxFiling`).
public enum ScrobblingServerFeature: ServerFeature {
    public typealias Options = ScrobblingServerOptions

    public static var errors: [any HTTPErrorMapping] { [ScrobblingHTTPErrors()] }
    public static var openAPI: OpenAPIPart? { ScrobblingOpenAPI.part }
    public static var navigation: [Layout.Link] { HookPages.navigation }

    /// The inbox, for the other features whose players' playbacks may match nothing.
    public static func register(in container: Container, host: ServerHost) {
        container.register((any InboxFiling).self) { resolver in PlayersInbox(repository: try resolver.resolve((any HookRepository).self)) }
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let repository = try container.resolve((any HookRepository).self)
        let secrets = MintedHookSecrets(try container.resolve((any SecretMinting).self))
        let recorder = try container.resolve((any PlaybackRecording).self)
        let episodes = try container.resolve(Contributions<any EpisodePlaybackRecording>.self).all
        let movies = try container.resolve((any MovieService).self)
        let movieID: @Sendable (String) throws -> MovieID = { text in try movies.movieID(parsing: text) }
        let now = host.now
        let options = try host.options.options(Options.self)
        let hooks: @Sendable (Profile) -> any HookManaging = { profile in
            ProfileHooks(profiles: SignedInProfile(profile), repository: repository, secrets: secrets, recorder: recorder, episodes: episodes, now: now)
        }
        let receiver = HookReceiver(
            repository: repository, secrets: secrets, recorder: recorder, episodes: episodes,
            positions: try container.resolve(Contributions<any MediaServerPositionRecording>.self).all,
            limit: HookRateLimit(HookRateLimit.Limits(perMinute: try options.eventsPerMinute(environment: host.environment)))
        )
        var backfill: HookBackfill?
        if container.isRegistered((@Sendable (Profile) -> any WatchlistArchiving).self) {
            let reading = ServerBackfill(
                http: host.http, outbound: host.outbound, lists: try container.resolve((@Sendable (Profile) -> any WatchlistArchiving).self),
                others: try container.resolve(Contributions<@Sendable (Profile) -> any OtherTitleArchiving>.self).all
            )
            backfill = { profile, account, dryRun in try await reading.run(profile, account, dryRun: dryRun) }
        }
        return ServerParts(
            routes: [HookRoutes(hooks: hooks, receiver: receiver, movieID: movieID, cache: host.cache)],
            pages: try HookPages(hooks: hooks, movieID: movieID, backfill: backfill).routes
        )
    }
}
