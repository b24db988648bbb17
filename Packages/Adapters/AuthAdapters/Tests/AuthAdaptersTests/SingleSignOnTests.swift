import AuthCrypto
import AuthInterface
@testable import AuthOIDC
import AuthOTP
import AuthSQLite
import AuthStandIn
import AuthTesting
import Foundation
import Networking
import Storage
import Testing
@testable import Auth

/// Sign-in through OpenID Connect against a stand-in provider on 127.0.0.1, over real HTTP
/// (discovery, keys, the token endpoint) with PKCE: ID tokens signed with RS256 and ES256 sign
/// a profile in; a forged signature, another audience, another issuer, an expired token and
/// another sign-in's nonce are refused, and so are a replayed code and a sign-in finished in
/// another browser. Profiles are made on first sign-in only when the operator allows.
@Suite struct SingleSignOnTests {
    private static let redirect = "http://127.0.0.1:8080/login/sso/callback"

    /// A household on a new SQLite database, signing in through `provider`.
    private static func signOn(_ provider: StandInProvider, makesProfiles: Bool = true) -> (SingleSignOn, HouseholdAccounts) {
        let database = DatabaseProvider(location: .inMemory, migrations: AuthSQLiteSchema.migrations)
        let profiles = SQLiteProfileRepository(database: database)
        let accounts = TokenAuthService(
            profiles: profiles, hasher: InsecureTestHasher(), tokens: SQLiteAccessTokenStore(database: database), minting: SHA256TokenMinting()
        )
        let household = HouseholdAccounts(
            accounts: accounts, profiles: profiles, store: SQLiteHouseholdStore(database: database),
            twoFactor: TwoFactorLogIn(store: SQLiteTwoFactorStore(database: database), codes: TimeBasedCodes(), minting: SHA256TokenMinting()),
            minting: SHA256TokenMinting(), mode: .invitation, passwords: false
        )
        let oidc = OpenIDConnectProvider(
            configuration: .init(issuer: provider.issuer, clientID: StandInProvider.clientID, clientSecret: StandInProvider.clientSecret, name: "Stand-in"),
            http: CurlHTTPClient()
        )
        let signOn = SingleSignOn(provider: oidc, household: household, profiles: profiles, minting: SHA256TokenMinting(), makesProfiles: makesProfiles)
        return (signOn, household)
    }

    /// Where the provider sends the browser back after `user` signs in there: its code and state.
    private static func approved(_ signOn: SingleSignOn, by provider: StandInProvider, as user: String, browser: String = "browser") async throws
        -> (code: String, state: String) {
        let authorization = try await signOn.start(browser: browser, redirect: redirect)
        let query = URLComponents(url: authorization, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(query.first { $0.name == "code_challenge_method" }?.value == "S256" && query.first { $0.name == "redirect_uri" }?.value == redirect)
        let back = URLComponents(url: try provider.approve(authorization, as: user), resolvingAgainstBaseURL: false)?.queryItems ?? []
        return (try #require(back.first { $0.name == "code" }?.value), try #require(back.first { $0.name == "state" }?.value))
    }

    @Test(arguments: [StandInProvider.Signing.rs256, .es256])
    func anIDTokenSignedByTheProvidersKeySignsTheProfileIn(signing: StandInProvider.Signing) async throws {
        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        provider.sign(with: signing)
        let (signOn, household) = Self.signOn(provider)
        #expect(signOn.providerName == "Stand-in")
        let (code, state) = try await Self.approved(signOn, by: provider, as: "Ada")
        let issued = try await signOn.finish(state: state, code: code, browser: "browser", redirect: Self.redirect)
        #expect(issued.profile.name == "ada")
        #expect(try await household.issuedToken(issued.token)?.profile == issued.profile)
        #expect(try await household.members(by: issued.profile).first?.isOwner == true, "the first profile made owns the server")
        await #expect(throws: AuthError.passwordsOff) { _ = try await household.logIn(name: "ada", password: "anything at all") }
        await #expect(throws: AuthError.passwordsOff) { _ = try await household.signUp(name: "eve", password: "correct horse") }

        // The same profile again, by its name.
        let (again, againState) = try await Self.approved(signOn, by: provider, as: "ada")
        #expect(try await signOn.finish(state: againState, code: again, browser: "browser", redirect: Self.redirect).profile == issued.profile)
    }

    @Test(arguments: [
        (StandInProvider.Fault.forgedSignature, "its signature is not the provider's"),
        (.wrongAudience, "it is meant for another client"),
        (.expired, "it has expired"),
        (.wrongNonce, "its nonce is not this sign-in's"),
        (.wrongIssuer, "it was issued by http://127.0.0.1:1, not this server's provider"),
    ])
    func aTokenThatIsWrongIsRefused(fault: StandInProvider.Fault, reason: String) async throws {
        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        let (signOn, household) = Self.signOn(provider)
        provider.misbehave(fault)
        let (code, state) = try await Self.approved(signOn, by: provider, as: "ada")
        await #expect(throws: SingleSignOnError.tokenRefused(reason)) {
            _ = try await signOn.finish(state: state, code: code, browser: "browser", redirect: Self.redirect)
        }
        #expect(provider.tokensIssued == 1)
        #expect(try await household.members(by: nil).isEmpty, "no profile was made")
    }

    @Test func aCodeWorksOnceAndOnlyInTheBrowserThatStarted() async throws {
        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        let (signOn, _) = Self.signOn(provider)

        let (code, state) = try await Self.approved(signOn, by: provider, as: "ada", browser: "ada's")
        await #expect(throws: SingleSignOnError.unknownSignIn, "another browser cannot finish it") {
            _ = try await signOn.finish(state: state, code: code, browser: "another", redirect: Self.redirect)
        }
        let (second, secondState) = try await Self.approved(signOn, by: provider, as: "ada", browser: "ada's")
        _ = try await signOn.finish(state: secondState, code: second, browser: "ada's", redirect: Self.redirect)
        await #expect(throws: SingleSignOnError.unknownSignIn, "the state is used") {
            _ = try await signOn.finish(state: secondState, code: second, browser: "ada's", redirect: Self.redirect)
        }
        // The code replayed with a sign-in of its own: the provider refuses it.
        let (_, thirdState) = try await Self.approved(signOn, by: provider, as: "ada", browser: "ada's")
        await #expect(throws: SingleSignOnError.providerRefused("invalid_grant")) {
            _ = try await signOn.finish(state: thirdState, code: second, browser: "ada's", redirect: Self.redirect)
        }
        #expect(provider.tokensIssued == 1)
    }

    @Test func profilesAreMadeOnlyWhenTheOperatorAllowsAndADisabledOneIsRefused() async throws {
        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        let (signOn, household) = Self.signOn(provider, makesProfiles: false)
        let (code, state) = try await Self.approved(signOn, by: provider, as: "ada")
        await #expect(throws: SingleSignOnError.noProfile("ada")) {
            _ = try await signOn.finish(state: state, code: code, browser: "browser", redirect: Self.redirect)
        }
        let ada = try await household.createProfile(name: "ada", password: "a password no one types")
        let sam = try await household.createProfile(name: "sam", password: "a password no one types")
        let (adaCode, adaState) = try await Self.approved(signOn, by: provider, as: "ada")
        #expect(try await signOn.finish(state: adaState, code: adaCode, browser: "browser", redirect: Self.redirect).profile == ada)

        _ = try await household.setDisabled(name: "sam", true, by: ada)
        let (samCode, samState) = try await Self.approved(signOn, by: provider, as: "sam")
        await #expect(throws: AuthError.profileDisabled) {
            _ = try await signOn.finish(state: samState, code: samCode, browser: "browser", redirect: Self.redirect)
        }
        let (odd, oddState) = try await Self.approved(signOn, by: provider, as: "ada@example.org")
        await #expect(throws: SingleSignOnError.unusableName("ada@example.org")) {
            _ = try await signOn.finish(state: oddState, code: odd, browser: "browser", redirect: Self.redirect)
        }
        #expect(try await household.members(by: nil).map(\.profile) == [ada, sam])
    }

    @Test func aProviderThatIsNotThereIsSaidSo() async throws {
        let provider = try await StandInProvider.start()
        let (signOn, _) = Self.signOn(provider)
        await provider.stop()
        do {
            _ = try await signOn.start(browser: "browser", redirect: Self.redirect)
            Issue.record("a sign-in started with no provider")
        } catch let SingleSignOnError.providerUnreachable(host, _) {
            #expect(host == "127.0.0.1")
        }
    }

    @Test func anIDTokenWithAnyCharacterChangedIsRefused() async throws {
        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        let configuration = OpenIDConnectProvider.Configuration(
            issuer: provider.issuer, clientID: StandInProvider.clientID, clientSecret: StandInProvider.clientSecret, name: "Stand-in"
        )
        let metadata = ProviderMetadata(issuer: provider.issuer, http: CurlHTTPClient())
        let check = IDTokenCheck(configuration: configuration, metadata: metadata, discovery: try await metadata.discovery())
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ")
        var generator = SystemRandomNumberGenerator()
        for signing in [StandInProvider.Signing.rs256, .es256] {
            provider.sign(with: signing)
            let token = Array(try await provider.idToken(for: "ada", nonce: "nonce"))
            #expect(try await check.claims(of: String(token), nonce: "nonce").named("preferred_username") == "ada", "the token unchanged is taken")
            // The signature's last character may carry bits base64url leaves unused: it is left as it is.
            for _ in 0..<150 {
                let position = Int.random(in: 0..<(token.count - 1), using: &generator)
                var changed = token
                changed[position] = alphabet.filter { $0 != token[position] }.randomElement(using: &generator) ?? "A"
                do {
                    _ = try await check.claims(of: String(changed), nonce: "nonce")
                    Issue.record("a token changed at \(position) (\(token[position]) → \(changed[position])) was taken: \(String(changed))")
                } catch is SingleSignOnError {
                    continue
                }
            }
        }
    }

    @Test func keysTheProviderRotatesOrLeavesUnnamedAreFetchedAndAnEncryptionKeyIsLeftOut() async throws {
        let provider = try await StandInProvider.start()
        defer { Task { await provider.stop() } }
        let configuration = OpenIDConnectProvider.Configuration(
            issuer: provider.issuer, clientID: StandInProvider.clientID, clientSecret: StandInProvider.clientSecret, name: "Stand-in"
        )
        // Every set the stand-in publishes holds an encryption key too (RSA-OAEP), as Keycloak's
        // does; the issuer is configured with a last slash its discovery document does not have.
        let configured = try #require(URL(string: provider.issuer.absoluteString + "/"))
        let metadata = ProviderMetadata(issuer: configured, http: CurlHTTPClient(), refreshAfter: 0)
        let check = IDTokenCheck(configuration: configuration, metadata: metadata, discovery: try await metadata.discovery())
        let first = try await provider.idToken(for: "ada", nonce: "nonce")
        #expect(try await check.claims(of: first, nonce: "nonce").subject == "subject-ada")

        provider.publish(.rotated)
        let rotated = try await provider.idToken(for: "ada", nonce: "nonce")
        #expect(try await check.claims(of: rotated, nonce: "nonce").subject == "subject-ada", "a key not seen is fetched")
        await #expect(throws: SingleSignOnError.tokenRefused("it is signed with a key the provider does not publish")) {
            _ = try await check.claims(of: first, nonce: "nonce")
        }

        provider.publish(.unnamed)
        let unnamed = try await provider.idToken(for: "ada", nonce: "nonce")
        #expect(try await check.claims(of: unnamed, nonce: "nonce").subject == "subject-ada", "a token that names no key, by the one published without a name")
    }
}
