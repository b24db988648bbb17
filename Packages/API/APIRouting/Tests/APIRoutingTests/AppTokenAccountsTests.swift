import AuthInterface
import Foundation
import Synchronization
import Testing
@testable import ServerComposition

/// An app's token signs its profile in only while the profile is enabled: a profile the
/// owner disabled is locked out of the features' doors too.
@Suite struct AppTokenAccountsTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    /// No log-in tokens.
    private struct NoLogIns: TokenAuthenticating {
        func signUp(name: String, password: String) throws -> IssuedToken { throw AuthError.signUpsClosed }
        func logIn(name: String, password: String) throws -> IssuedToken { throw AuthError.invalidCredentials }
        func issuedToken(_ token: String) -> IssuedToken? { nil }
        func logOut(token: String) {}
    }

    /// One app token, `kodi-token`, of ada's.
    private struct AppTokens: ScopedTokenVerifying {
        func issuedToken(_ token: String) -> IssuedToken? {
            token == "kodi-token" ? IssuedToken(profile: AppTokenAccountsTests.ada, token: token, expiresAt: .distantFuture, scopes: []) : nil
        }
    }

    private final class Standing: ProfileStanding {
        let disabled = Mutex<Set<Profile.ID>>([])
        func isEnabled(_ profile: Profile.ID) -> Bool { !disabled.withLock { $0.contains(profile) } }
    }

    @Test func anAppsTokenStopsWhileItsProfileIsDisabled() async throws {
        let standing = Standing()
        let accounts = AppTokenAccounts(accounts: NoLogIns(), scoped: [AppTokens()], standing: standing)
        #expect(try await accounts.issuedToken("kodi-token")?.profile == Self.ada)
        standing.disabled.withLock { _ = $0.insert(Self.ada.id) }
        #expect(try await accounts.issuedToken("kodi-token") == nil)
        standing.disabled.withLock { $0.removeAll() }
        #expect(try await accounts.issuedToken("kodi-token") != nil)
        #expect(try await accounts.issuedToken("other") == nil)
    }
}
