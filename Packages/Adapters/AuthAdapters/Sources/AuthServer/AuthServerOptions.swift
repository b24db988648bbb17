import ArgumentParser
import AuthInterface
import Foundation
import ServerComposition

/// The Auth feature's options of `watchlist-server`: who may sign up (by invitation unless
/// the operator says otherwise), how long a token lives, single sign-on through an OpenID
/// Connect provider, and whether passwords log in at all. Each is read from its flag, else
/// from its variable.
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

    @Option(help: ArgumentHelp(
        "Sign in through this OpenID Connect provider (its issuer's address).",
        discussion: """
        Authelia, Authentik, Keycloak, Pocket ID, Google or any provider with discovery. Register this server as a client \
        with the redirect address https://HOST/login/sso/callback; the log-in page then has a button for it. Default: \
        $WATCHLIST_OIDC_ISSUER, else none.
        """,
        valueName: "url"
    ))
    var oidcIssuer: String?

    @Option(help: ArgumentHelp("This server's client id at the provider.", discussion: "Default: $WATCHLIST_OIDC_CLIENT_ID.", valueName: "id"))
    var oidcClientID: String?

    @Option(help: ArgumentHelp(
        "A file whose first line is the client's secret.",
        discussion: "Default: $WATCHLIST_OIDC_CLIENT_SECRET (the secret itself), else none: a public client, with PKCE alone.",
        valueName: "path"
    ))
    var oidcClientSecretFile: String?

    @Option(help: ArgumentHelp(
        "The ID token's claim that names the profile.",
        discussion: "Default: $WATCHLIST_OIDC_NAME_CLAIM, else preferred_username.",
        valueName: "claim"
    ))
    var oidcNameClaim: String?

    @Option(help: ArgumentHelp("The provider's name on the log-in page's button.", discussion: "Default: the issuer's host.", valueName: "name"))
    var oidcProviderName: String?

    @Flag(help: ArgumentHelp(
        "Make a profile on its first sign-in through the provider.",
        discussion: """
        Without it, only profiles that exist (made by sign-up or `watchlist-server profiles add`) sign in through the \
        provider. The first profile made is the server's owner. Default: on when $WATCHLIST_OIDC_CREATE_PROFILES is 1.
        """
    ))
    var oidcCreateProfiles = false

    /// Whether passwords log in.
    public enum Passwords: String, CaseIterable, ExpressibleByArgument, Sendable {
        case on, off
    }

    @Option(help: ArgumentHelp(
        "Whether profiles log in and sign up with passwords: on, or off to sign in through the provider only.",
        discussion: "Off needs --oidc-issuer. Default: $WATCHLIST_PASSWORDS, else on.",
        valueName: "on|off"
    ))
    var passwords: Passwords?

    public init() {}

    /// The variables read when the flags are absent.
    static let signUpsVariable = "WATCHLIST_SIGNUPS"
    static let tokenLifetimeVariable = "WATCHLIST_TOKEN_LIFETIME"
    static let issuerVariable = "WATCHLIST_OIDC_ISSUER"
    static let clientIDVariable = "WATCHLIST_OIDC_CLIENT_ID"
    static let clientSecretVariable = "WATCHLIST_OIDC_CLIENT_SECRET"
    static let nameClaimVariable = "WATCHLIST_OIDC_NAME_CLAIM"
    static let createProfilesVariable = "WATCHLIST_OIDC_CREATE_PROFILES"
    static let passwordsVariable = "WATCHLIST_PASSWORDS"

    /// The provider the options configure, if any.
    struct Provider {
        let issuer: URL
        let clientID: String
        let clientSecret: String?
        let nameClaim: String
        let name: String
        let createsProfiles: Bool
    }

    /// The OpenID Connect provider, when an issuer is given.
    func provider(environment: [String: String]) throws(ServerSettingError) -> Provider? {
        guard let text = oidcIssuer ?? environment[Self.issuerVariable].flatMap({ $0.isEmpty ? nil : $0 }) else { return nil }
        guard let issuer = URL(string: text), ["http", "https"].contains(issuer.scheme?.lowercased() ?? ""), issuer.host() != nil else {
            throw .invalid(source: oidcIssuer != nil ? "--oidc-issuer" : Self.issuerVariable, value: text, reason: "it must be an http or https address")
        }
        let clientID = try ServerSetting.value(
            oidcClientID, flag: "oidc-client-id", variable: Self.clientIDVariable, environment: environment, fallback: "", read: { $0 }
        )
        guard !clientID.isEmpty else {
            throw .invalid(source: "--oidc-issuer", value: issuer.absoluteString, reason: "it needs the client's id too, with --oidc-client-id")
        }
        return Provider(
            issuer: issuer, clientID: clientID, clientSecret: try clientSecret(environment: environment),
            nameClaim: try ServerSetting.value(
                oidcNameClaim, flag: "oidc-name-claim", variable: Self.nameClaimVariable, environment: environment, fallback: "preferred_username",
                read: { $0 }, valid: { $0.isEmpty ? "it must name a claim" : nil }
            ),
            name: oidcProviderName ?? issuer.host() ?? issuer.absoluteString,
            createsProfiles: oidcCreateProfiles || environment[Self.createProfilesVariable] == "1"
        )
    }

    /// The client's secret, from its file or its variable.
    private func clientSecret(environment: [String: String]) throws(ServerSettingError) -> String? {
        guard let path = oidcClientSecretFile else { return environment[Self.clientSecretVariable].flatMap { $0.isEmpty ? nil : $0 } }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let line = text.split(whereSeparator: \.isNewline).first.map(String.init), !line.isEmpty else {
            throw .invalid(source: "--oidc-client-secret-file", value: path, reason: "it must be a readable file whose first line is the secret")
        }
        return line
    }

    /// Whether passwords log in; off only with a provider to sign in through.
    func passwordsOn(environment: [String: String], provider: Provider?) throws(ServerSettingError) -> Bool {
        let setting = try ServerSetting.value(
            passwords, flag: "passwords", variable: Self.passwordsVariable, environment: environment, fallback: .on, read: Passwords.init(rawValue:)
        )
        guard setting == .off else { return true }
        guard provider != nil else {
            throw .invalid(source: passwords == nil ? Self.passwordsVariable : "--passwords", value: "off", reason: "no one could log in: give --oidc-issuer too")
        }
        return false
    }

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
