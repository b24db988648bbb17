import AuthInterface
import AuthPorts
import Foundation
import StorageTesting
import Testing

/// What every ``HouseholdStore`` promises, on each backend: one owner, the first to claim;
/// disabling that holds; invitations used once, while live, and revoked only unused.
@Suite(.temporaryPostgres) struct HouseholdStoreContractTests {
    private let now = Date(timeIntervalSince1970: 1_763_856_000)

    private static func profile(_ name: String, in profiles: any ProfileRepository) async throws -> Profile {
        let profile = Profile(id: UUID(), name: name)
        try await profiles.create(StoredCredentials(profile: profile, passwordHash: "hash"))
        return profile
    }

    private static func hash(_ byte: UInt8) -> Data { Data(repeating: byte, count: 32) }

    @Test(arguments: AuthStorageBackend.allCases)
    func theFirstToClaimIsTheOnlyOwner(backend: AuthStorageBackend) async throws {
        try await backend.withHousehold { profiles, household in
            let ada = try await Self.profile("ada", in: profiles)
            let sam = try await Self.profile("sam", in: profiles)
            #expect(try await household.owner() == nil)
            #expect(try await household.claimOwnership(for: ada.id))
            #expect(try await !household.claimOwnership(for: sam.id))
            #expect(try await household.owner() == ada.id)
            try await household.setDisabled(sam.id, true)
            try await household.setDisabled(sam.id, true)
            #expect(try await household.isDisabled(sam.id))
            #expect(try await !household.isDisabled(ada.id))
            #expect(try await household.members() == [
                HouseholdMember(profile: ada, isOwner: true, isDisabled: false), HouseholdMember(profile: sam, isOwner: false, isDisabled: true),
            ])
            try await household.setDisabled(sam.id, false)
            #expect(try await !household.isDisabled(sam.id))
            #expect(try await !household.isLockedOut(sam.id))
            try await household.setMustChoosePassword(sam.id, true)
            #expect(try await household.mustChoosePassword(sam.id))
            #expect(try await household.isLockedOut(sam.id))
            #expect(try await !household.mustChoosePassword(ada.id))
            try await household.setMustChoosePassword(sam.id, false)
            #expect(try await !household.isLockedOut(sam.id))
            try await household.setDisabled(ada.id, true)
            #expect(try await household.isLockedOut(ada.id))
            try await profiles.replacePasswordHash(of: sam.id, with: "new hash")
            #expect(try await profiles.credentials(named: "sam")?.passwordHash == "new hash")
            #expect(try await profiles.credentials(named: "ada")?.passwordHash == "hash", "only its own")
        }
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func anInvitationIsUsedOnceWhileLive(backend: AuthStorageBackend) async throws {
        try await backend.withHousehold { _, household in
            let first = try await household.addInvitation(hash: Self.hash(1), createdAt: now, expiresAt: now + 3600)
            let second = try await household.addInvitation(hash: Self.hash(2), createdAt: now, expiresAt: now + 60)
            let third = try await household.addInvitation(hash: Self.hash(3), createdAt: now, expiresAt: now + 3600)
            #expect(first.id < second.id && second.id < third.id)
            #expect(try await household.useInvitation(hash: Self.hash(1), by: "sam", at: now))
            #expect(try await !household.useInvitation(hash: Self.hash(1), by: "eve", at: now), "used once")
            #expect(try await !household.useInvitation(hash: Self.hash(2), by: "eve", at: now + 60), "expired")
            #expect(try await !household.useInvitation(hash: Self.hash(9), by: "eve", at: now), "unknown")
            try await household.releaseInvitation(hash: Self.hash(1))
            #expect(try await household.useInvitation(hash: Self.hash(1), by: "kim", at: now), "released after a failed sign-up")
            #expect(try await household.revokeInvitation(third.id))
            #expect(try await !household.revokeInvitation(third.id), "already revoked")
            #expect(try await !household.revokeInvitation(first.id), "used")
            #expect(try await !household.useInvitation(hash: Self.hash(3), by: "eve", at: now), "revoked")
            let listed = try await household.invitations()
            #expect(listed.map(\.id) == [third.id, second.id, first.id])
            #expect(listed.last?.usedBy == "kim" && listed.first?.isRevoked == true && listed[1].isLive(at: now))
        }
    }

    /// Ten sign-ups with one code at once: one of them only uses it.
    @Test(arguments: AuthStorageBackend.allCases)
    func oneCodeUsedAtOnceByManyIsUsedOnce(backend: AuthStorageBackend) async throws {
        try await backend.withHousehold { _, household in
            _ = try await household.addInvitation(hash: Self.hash(1), createdAt: now, expiresAt: now + 3600)
            let now = now
            let used = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<10 { group.addTask { try await household.useInvitation(hash: Self.hash(1), by: "p\(index)", at: now) } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(used == 1)
        }
    }
}
