import ArgumentParser
import ServerComposition

/// The Auth feature's options of `watchlist-server`: who may sign up, and how long a token
/// lives. Each is read from its flag, else from its variable.
public struct AuthServerOptions: ServerFeatureOptions {
    /// Whether visitors may create profiles.
    public enum SignUps: String, CaseIterable, ExpressibleByArgument, Sendable {
        case open, closed
    }

    @Option(help: ArgumentHelp(
        "Whether visitors may create profiles, through the API and the web page: open or closed.",
        discussion: "Closed: only `watchlist-server profiles add NAME`, run on the server's machine, creates them. Default: $WATCHLIST_SIGNUPS, else open.",
        valueName: "open|closed"
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

    /// Whether visitors may create profiles.
    func signUpsOpen(environment: [String: String]) throws(ServerSettingError) -> Bool {
        try ServerSetting.value(
            signups, flag: "signups", variable: Self.signUpsVariable, environment: environment, fallback: .open, read: SignUps.init(rawValue:)
        ) == .open
    }

    /// How long a token lives.
    func lifetime(environment: [String: String]) throws(ServerSettingError) -> Duration {
        .seconds(try ServerSetting.value(
            tokenLifetime, flag: "token-lifetime", variable: Self.tokenLifetimeVariable, environment: environment, fallback: 30 * 24 * 3600,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number of seconds above 0" }
        ))
    }
}
