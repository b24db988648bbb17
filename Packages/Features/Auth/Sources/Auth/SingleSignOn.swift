import AuthInterface
import AuthPorts
import Foundation

/// Sign-in through an OpenID Connect provider, with the authorization code flow and PKCE: a
/// sign-in started in one browser is finished only in that browser (its `browser` key, the
/// page's forgery cookie), once, within ten minutes; the ID token's claim names the profile,
/// which is made on first sign-in only when `makesProfiles`; a disabled profile is refused.
public struct SingleSignOn: SingleSigningOn {
    private let provider: any IdentityProvider
    private let household: HouseholdAccounts
    private let profiles: any ProfileRepository
    private let minting: any SecretMinting
    private let makesProfiles: Bool
    private let pending: PendingSignOns

    /// How long a sign-in may take at the provider.
    static let longest: TimeInterval = 600

    /// Sign-in through `provider` into `household`'s `profiles`; state, nonce and verifier are
    /// minted by `minting`.
    public init(
        provider: any IdentityProvider, household: HouseholdAccounts, profiles: any ProfileRepository, minting: any SecretMinting,
        makesProfiles: Bool, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.provider = provider
        self.household = household
        self.profiles = profiles
        self.minting = minting
        self.makesProfiles = makesProfiles
        pending = PendingSignOns(now: now)
    }

    /// The provider's name, for the log-in page's button.
    public var providerName: String { provider.name }

    /// Starts a sign-in in the browser `browser`: where to send it.
    public func start(browser: String, redirect: String) async throws -> URL {
        let request = SignOnRequest(state: minting.newToken(), nonce: minting.newToken(), verifier: minting.newToken())
        let url = try await provider.authorizationURL(for: request, redirect: redirect)
        await pending.add(request, browser: browser, until: Self.longest)
        return url
    }

    /// Finishes the sign-in whose `state` the provider sent back with `code`: a token for the
    /// profile the ID token names.
    /// - Throws: ``SingleSignOnError``, ``AuthError/profileDisabled``.
    public func finish(state: String, code: String, browser: String, redirect: String) async throws -> IssuedToken {
        guard let request = await pending.take(state: state, browser: browser) else { throw SingleSignOnError.unknownSignIn }
        let identity = try await provider.identity(code: code, request: request, redirect: redirect)
        guard let normalized = try? ProfileName.normalized(identity.name) else { throw SingleSignOnError.unusableName(identity.name) }
        if let profile = try await profiles.credentials(named: normalized)?.profile {
            return try await household.signIn(profile)
        }
        guard makesProfiles else { throw SingleSignOnError.noProfile(normalized) }
        // A password no one knows: the profile signs in through the provider (the owner may
        // reset it, for a server that keeps passwords on).
        let profile = try await household.createProfile(name: normalized, password: minting.newToken())
        return try await household.signIn(profile)
    }
}

/// The sign-ins started and not yet finished, by their state: each is taken once, by the
/// browser that started it, before it expires. At most ``limit`` are kept; the oldest go first.
actor PendingSignOns {
    private struct Entry {
        let request: SignOnRequest
        let browser: String
        let expiresAt: Date
    }

    /// The most sign-ins waiting at once.
    static let limit = 10_000

    private let now: @Sendable () -> Date
    private var entries: [String: Entry] = [:]
    private var order: [String] = []

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    func add(_ request: SignOnRequest, browser: String, until seconds: TimeInterval) {
        let moment = now()
        order.removeAll { entries[$0].map { $0.expiresAt <= moment } ?? true }
        entries = entries.filter { $0.value.expiresAt > moment }
        while order.count >= Self.limit { entries[order.removeFirst()] = nil }
        entries[request.state] = Entry(request: request, browser: browser, expiresAt: moment.addingTimeInterval(seconds))
        order.append(request.state)
    }

    func take(state: String, browser: String) -> SignOnRequest? {
        guard let entry = entries.removeValue(forKey: state) else { return nil }
        order.removeAll { $0 == state }
        guard entry.browser == browser, entry.expiresAt > now() else { return nil }
        return entry.request
    }
}
