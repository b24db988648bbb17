import AuthInterface
import AuthTesting
import Foundation
import PlaybackInterface
import PlaybackPorts
import PlaybackTesting
import Testing
@testable import Playback

/// Hashes a token as the server's minting does, by its bytes: enough to tell tokens apart.
struct ReversedSecrets: SecretMinting {
    func newToken() -> String { UUID().uuidString }
    func hash(_ token: String) -> Data { Data(token.utf8.reversed()) }
}

@Suite struct AppsServiceTests {
    let repository = InMemoryAppTokenRepository()
    let made = Date(timeIntervalSince1970: 1_790_000_030)

    func service(_ profile: Profile? = .fixture) -> DefaultAppsService {
        DefaultAppsService(profiles: SignedInProfile(profile), repository: repository, minting: ReversedSecrets(), now: { made })
    }

    @Test func addingKeepsOnlyTheHashAndShowsTheTokenOnce() async throws {
        let issued = try await service().add(name: "  Kodi  ", scopes: [.scrobble, .read, .scrobble])
        #expect(issued.app == AppToken(name: "Kodi", scopes: [.read, .scrobble], createdAt: Date(timeIntervalSince1970: 1_789_999_980)))
        #expect(issued.token.hasPrefix(AppTokens.prefix))
        let stored = try #require(repository.token(hashed: ReversedSecrets().hash(issued.token)))
        #expect(stored.app == issued.app)
        #expect(try await service().apps() == [issued.app])
    }

    @Test(arguments: [
        ("", [TokenScope.read], PlaybackError.blankName),
        (String(repeating: "k", count: 101), [.read], .nameTooLong(characters: 101)),
        ("Kodi", [], .noScopes),
        ("Kodi", [.account], .unknownScope("account")),
    ])
    func refusesWhatAnAppMayNotBe(name: String, scopes: [TokenScope], error: PlaybackError) async {
        await #expect(throws: error) { try await service().add(name: name, scopes: scopes) }
        #expect(repository.apps(of: Profile.fixture.id).isEmpty)
    }

    @Test func aNameIsTakenOnceAndRevokingFreesIt() async throws {
        _ = try await service().add(name: "Kodi", scopes: [.scrobble])
        await #expect(throws: PlaybackError.nameTaken("Kodi")) { try await service().add(name: "Kodi", scopes: [.read]) }
        try await service().revoke(name: " Kodi ")
        await #expect(throws: PlaybackError.unknownApp("Kodi")) { try await service().revoke(name: "Kodi") }
        _ = try await service().add(name: "Kodi", scopes: [.read])
    }

    @Test func aProfileHasAtMostFiftyApps() async throws {
        for number in 1...PlaybackError.mostApps { _ = try await service().add(name: "app \(number)", scopes: [.read]) }
        await #expect(throws: PlaybackError.tooManyApps) { try await service().add(name: "one more", scopes: [.read]) }
    }

    @Test func signedOutSaysSo() async {
        await #expect(throws: AuthError.notLoggedIn) { try await service(nil).apps() }
    }
}

@Suite struct AppTokensTests {
    let repository = InMemoryAppTokenRepository()
    let directory = FixedProfileDirectory()

    @Test func aTokenSignsInItsProfileWithItsScopesAndNotesWhenToTheMinute() async throws {
        let issued = try await DefaultAppsService(profiles: SignedInProfile(), repository: repository, minting: ReversedSecrets())
            .add(name: "Kodi", scopes: [.scrobble])
        let first = Date(timeIntervalSince1970: 1_790_000_125)
        let tokens = AppTokens(repository: repository, minting: ReversedSecrets(), profiles: directory, now: { first })
        let found = try #require(try await tokens.issuedToken(issued.token))
        #expect(found.profile == Profile.fixture)
        #expect(found.scopes == [.scrobble])
        #expect(found.allows(.scrobble) && !found.allows(.read) && !found.allows(.account))
        #expect(repository.apps(of: Profile.fixture.id).first?.lastUsedAt == Date(timeIntervalSince1970: 1_790_000_100))
    }

    @Test func unknownRevokedAndForeignTokensSignInNoOne() async throws {
        let service = DefaultAppsService(profiles: SignedInProfile(), repository: repository, minting: ReversedSecrets())
        let issued = try await service.add(name: "Kodi", scopes: [.read])
        let tokens = AppTokens(repository: repository, minting: ReversedSecrets(), profiles: directory)
        #expect(try await tokens.issuedToken(AppTokens.prefix + "unknown") == nil)
        #expect(try await tokens.issuedToken(String(issued.token.dropFirst(AppTokens.prefix.count))) == nil)
        try await service.revoke(name: "Kodi")
        #expect(try await tokens.issuedToken(issued.token) == nil)
    }
}
