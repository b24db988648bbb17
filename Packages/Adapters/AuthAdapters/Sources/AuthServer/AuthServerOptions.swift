import ArgumentParser
import AuthInterface
import ServerComposition

/// The Auth feature's options of `watchlist-server`: who may sign up (by invitation unless
/// the operator says otherwise), and how long a token lives. Each is read from its flag, else from its variable.
public struct AuthServerOptions: ServerFeatureOptions {
    /// Who may create profiles.
    public enum SignUps: String, CaseIterable, ExpressibleByArgument, Sendable {
        case open, invitation, closed

        /// The mode it stands for.
        var mode: SignUpMode {
            switch self {
            case .open: .open
            case .invitation: .invitation
            case .closed: .closed
            }
        }
    }

    @Option(help: ArgumentHelp(
        "Who may create profiles, through the API and the web page: invitation, open or closed.",
        discussion: """
        The first profile made is the server's owner. Invitation: after it, only visitors with an invitation the owner \
        made (web page: Household; or `watchlist-server profiles invite`). Open: anyone who reaches the server. Closed: \
        only `watchlist-server profiles add NAME`, run on the server's machine. Default: $WATCHLIST_SIGNUPS, else invitation.
        """,
        valueName: "invitation|open|closed"
    ))
    var signups: SignUps?

    @Option(help: ArgumentHelp(
        "How long a token from sign-up or log-in works, in seconds.",
        discussion: "Default: $WATCHLIST_TOKEN_LIFETIME, else 30 days.",
        valueName: "seconds"
    ))
    var tokenLifetime: Int?

    public init() {}

    /// The variables read when the flags are absent.
    static let signUpsVariable = "WATCHLIST_SIGNUPS"
    static let tokenLifetimeVariable = "WATCHLIST_TOKEN_LIFETIME"

    /// Who may create profiles.
    func signUpMode(environment: [String: String]) throws(ServerSettingError) -> SignUpMode {
        try ServerSetting.value(
            signups, flag: "signups", variable: Self.signUpsVariable, environment: environment, fallback: .invitation, read: SignUps.init(rawValue:)
        ).mode
    }

    /// How long a token lives.
    func lifetime(environment: [String: String]) throws(ServerSettingError) -> Duration {
        .seconds(try ServerSetting.value(
            tokenLifetime, flag: "token-lifetime", variable: Self.tokenLifetimeVariable, environment: environment, fallback: 30 * 24 * 3600,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number of seconds above 0" }
        ))
    }
}
