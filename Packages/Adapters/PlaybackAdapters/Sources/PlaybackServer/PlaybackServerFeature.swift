import APIContract
import AuthInterface
import Injection
import Playback
import PlaybackAPI
import PlaybackInterface
import PlaybackPorts
import ScrobblingInterface
import WatchlistInterface
import PlaybackWeb
import RateLimit
import ServerComposition
import WebServer
import WebUI

/// The Playback feature in `watchlist-server`: the apps' routes and the playback API with their
/// part of the OpenAPI document, the Apps page and its navigation entry, on the server's SQLite
/// or PostgreSQL; and the apps' tokens, which it gives the server's token check
/// (`ScopedTokenVerifying`). A playback watched is recorded by the list's `PlaybackRecording`
/// and the title kinds' `EpisodePlaybackRecording`s, as a webhook's event is, and one that
/// matches nothing waits in the hooks' inbox (`InboxFiling`). The root lists it (ServerFeatures.swift) and names nothing else
/// of the feature.
public enum PlaybackServerFeature: ServerFeature {
    public typealias Options = PlaybackServerOptions

    public static let errors: [any HTTPErrorMapping] = [PlaybackHTTPErrors()]
    public static let navigation = PlaybackPages.navigation
    public static var openAPI: OpenAPIPart? { PlaybackOpenAPI.part }
    public static var examples: [String] { ["watchlist-server --playback-events-per-minute 600 --watched-at 90"] }

    /// The apps' tokens, for the API's token check: each is its app's profile's, with the
    /// app's scopes; Continue watching, on the home page; and the media servers' positions
    /// that the hooks receive, kept beside the players'.
    public static func register(in container: Container, host: ServerHost) {
        container.contribute(to: (any ScopedTokenVerifying).self) { resolver in
            AppTokens(
                repository: try resolver.resolve((any AppTokenRepository).self), minting: try resolver.resolve((any SecretMinting).self),
                profiles: try resolver.resolve((any ProfileDirectory).self), now: host.now
            )
        }
        container.contribute(to: (any MediaServerPositionRecording).self) { resolver in
            MediaServerPositions(repository: try resolver.resolve((any PlaybackProgressRepository).self), now: host.now)
        }
        container.contribute(to: (any HomePageSections).self) { resolver in
            try ContinueWatching(service: progress(
                host, playbacks: try resolver.resolve((any PlaybackProgressRepository).self), films: try resolver.resolve((any PlaybackRecording).self),
                episodes: try resolver.resolve(Contributions<any EpisodePlaybackRecording>.self).all,
                inbox: try resolver.resolveIfRegistered((any InboxFiling).self),
                threshold: try host.options.options(Options.self).threshold(environment: host.environment)
            ))
        }
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let repository = try container.resolve((any AppTokenRepository).self)
        let minting = try container.resolve((any SecretMinting).self)
        let apps: @Sendable (Profile) -> any AppsService = { profile in
            DefaultAppsService(profiles: SignedInProfile(profile), repository: repository, minting: minting, now: host.now)
        }
        let progress = progress(
            host, playbacks: try container.resolve((any PlaybackProgressRepository).self), films: try container.resolve((any PlaybackRecording).self),
            episodes: try container.resolve(Contributions<any EpisodePlaybackRecording>.self).all,
            inbox: container.isRegistered((any InboxFiling).self) ? try container.resolve((any InboxFiling).self) : nil,
            threshold: try host.options.options(Options.self).threshold(environment: host.environment)
        )
        // Half a minute's events may come at once: a player that seeks sends a few together.
        let perMinute = try host.options.options(Options.self).eventsPerMinute(environment: host.environment)
        let limit = RateLimit<String>(.init(perMinute: perMinute, burst: max(1, perMinute / 2)))
        return ServerParts(
            routes: [AppRoutes(service: apps, cache: host.cache), PlaybackRoutes(service: progress, limit: limit)],
            pages: try PlaybackPages(service: apps, cache: host.cache).routes
        )
    }

    /// Each profile's playbacks in `playbacks`, one stopped at `threshold` percent or
    /// later recorded by the list's recorder and the title kinds', or filed in `inbox` (the
    /// hooks') when it matches nothing.
    private static func progress(
        _ host: ServerHost, playbacks: any PlaybackProgressRepository, films: any PlaybackRecording, episodes: [any EpisodePlaybackRecording],
        inbox: (any InboxFiling)?, threshold: Double
    ) -> @Sendable (Profile) -> any PlaybackService {
        let viewings = CatalogViewings(films: films, episodes: episodes, inbox: inbox)
        return { profile in
            DefaultPlaybackService(profiles: SignedInProfile(profile), repository: playbacks, viewings: viewings, threshold: threshold, now: host.now)
        }
    }
}
