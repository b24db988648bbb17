import AuthInterface
import AuthPorts
import Foundation
import StorageTesting
import Testing

/// What every ``AccessTokenStore`` promises, on each backend. Tokens belong to stored
/// profiles, as the tables' foreign keys demand.
@Suite(.temporaryPostgres) struct AccessTokenStoreContractTests {
    private let now = Date(timeIntervalSince1970: 1_763_856_000)

    private static func profile(_ name: String, in profiles: any ProfileRepository) async throws -> Profile.ID {
        let profile = Profile(id: UUID(), name: name)
        try await profiles.create(StoredCredentials(profile: profile, passwordHash: "hash"))
        return profile.id
    }

    private static func hash(_ byte: UInt8) -> Data { Data(repeating: byte, count: 32) }

    @Test(arguments: AuthStorageBackend.allCases)
    func aTokenSignsInItsOwnProfileUntilItExpires(backend: AuthStorageBackend) async throws {
        try await backend.withStores { profiles, tokens in
            let ada = try await Self.profile("ada", in: profiles)
            let grace = try await Self.profile("grace", in: profiles)
            try await tokens.store(hash: Self.hash(1), for: ada, expiresAt: now + 60, now: now)
            try await tokens.store(hash: Self.hash(2), for: grace, expiresAt: now + 60, now: now)
            #expect(try await tokens.liveToken(forHash: Self.hash(1), now: now) == StoredAccessToken(profileID: ada, expiresAt: now + 60))
            #expect(try await tokens.liveToken(forHash: Self.hash(2), now: now + 59)?.profileID == grace)
            #expect(try await tokens.liveToken(forHash: Self.hash(1), now: now + 60) == nil)
            #expect(try await tokens.liveToken(forHash: Self.hash(3), now: now) == nil)
        }
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func aRevokedTokenSignsNoOneIn(backend: AuthStorageBackend) async throws {
        try await backend.withStores { profiles, tokens in
            let ada = try await Self.profile("ada", in: profiles)
            try await tokens.store(hash: Self.hash(1), for: ada, expiresAt: now + 60, now: now)
            try await tokens.store(hash: Self.hash(2), for: ada, expiresAt: now + 60, now: now)
            try await tokens.revoke(hash: Self.hash(1))
            try await tokens.revoke(hash: Self.hash(9))
            #expect(try await tokens.liveToken(forHash: Self.hash(1), now: now) == nil)
            #expect(try await tokens.liveToken(forHash: Self.hash(2), now: now)?.profileID == ada)
        }
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func storingATokenForgetsThoseAlreadyExpired(backend: AuthStorageBackend) async throws {
        try await backend.withStores { profiles, tokens in
            let ada = try await Self.profile("ada", in: profiles)
            try await tokens.store(hash: Self.hash(1), for: ada, expiresAt: now + 10, now: now)
            try await tokens.store(hash: Self.hash(2), for: ada, expiresAt: now + 100, now: now + 20)
            // Asked as of a moment when it was still valid, the expired token is gone all the same.
            #expect(try await tokens.liveToken(forHash: Self.hash(1), now: now) == nil)
            #expect(try await tokens.liveToken(forHash: Self.hash(2), now: now)?.profileID == ada)
        }
    }
}
