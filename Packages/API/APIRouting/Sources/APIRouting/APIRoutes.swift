import AuthInterface
import Hummingbird
import WebServer

/// A feature's routes in the API, given by its Web module and put on the router by
/// ``ServerRouter``: the feature owns its paths, its documents' handling and its errors'
/// statuses; the router owns `/health`, the `/v1` prefix, the token check and 405s.
public protocol APIRoutes: Sendable {
    /// Adds the feature's routes to the groups the router offers.
    func add(to groups: APIRouteGroups)
    /// Path prefixes whose rest is a secret that the request log must not show (a webhook's).
    var secretPathPrefixes: [String] { get }
}

extension APIRoutes {
    /// No secret in any path.
    public var secretPathPrefixes: [String] { [] }
}

/// Where a feature's routes go: outside the API (`/webhooks/...`), under `/v1` for anyone
/// (sign-up, log-in), or under `/v1` for a signed-in profile, whose bearer token was checked.
public struct APIRouteGroups {
    /// The router's root: paths outside `/v1`.
    public let root: Router<ServerRequestContext>
    /// `/v1`, with no token needed.
    public let open: RouterGroup<ServerRequestContext>
    /// `/v1`, behind the token check: ``ServerRequestContext/signedIn()`` is the token's profile.
    /// A token of limited rights (an app's) needs ``TokenScope/read`` for `GET` and
    /// ``TokenScope/write`` for the other methods; a log-in token may do everything.
    public let signedIn: RouterGroup<ServerRequestContext>
    /// `/v1` behind the token check, for routes that need `scope` whatever their method: the
    /// playback API's `scrobble`, or ``TokenScope/account`` for what only a log-in token may do.
    public let needing: (TokenScope) -> RouterGroup<ServerRequestContext>

    /// The groups of a router.
    public init(
        root: Router<ServerRequestContext>, open: RouterGroup<ServerRequestContext>, signedIn: RouterGroup<ServerRequestContext>,
        needing: @escaping (TokenScope) -> RouterGroup<ServerRequestContext>
    ) {
        self.root = root
        self.open = open
        self.signedIn = signedIn
        self.needing = needing
    }
}
