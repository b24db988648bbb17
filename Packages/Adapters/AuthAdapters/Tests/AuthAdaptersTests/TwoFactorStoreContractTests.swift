import AuthInterface
import AuthPorts
import Foundation
import StorageTesting
import Testing

/// What every ``TwoFactorStore`` promises, on each backend: a secret begun is not in force
/// until confirmed, and is not replaced once it is; a step is used once, and never one before
/// it; a recovery code works once; removing forgets all of it.
@Suite(.temporaryPostgres) struct TwoFactorStoreContractTests {
    private static func profile(_ name: String, in profiles: any ProfileRepository) async throws -> Profile {
        let profile = Profile(id: UUID(), name: name)
        try await profiles.create(StoredCredentials(profile: profile, passwordHash: "hash"))
        return profile
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func aSecretIsInForceOnceConfirmedAndEachCodeWorksOnce(backend: AuthStorageBackend) async throws {
        try await backend.withTwoFactor { profiles, store in
            let ada = try await Self.profile("ada", in: profiles)
            let sam = try await Self.profile("sam", in: profiles)
            #expect(try await store.secret(of: ada.id) == nil)
            #expect(try await store.begin(ada.id, secret: "FIRST"))
            #expect(try await store.begin(ada.id, secret: "SECOND"), "a secret begun again replaces the one not confirmed")
            #expect(try await store.secret(of: ada.id) == StoredTwoFactor(secret: "SECOND", isOn: false, lastStep: nil))
            #expect(try await !store.use(step: 10, by: ada.id), "no step is used before the secret is in force")

            let codes = [Data(repeating: 1, count: 32), Data(repeating: 2, count: 32)]
            #expect(try await store.confirm(ada.id, step: 100, recoveryCodes: codes))
            #expect(try await !store.confirm(ada.id, step: 101, recoveryCodes: codes), "confirmed once")
            #expect(try await !store.begin(ada.id, secret: "THIRD"), "a secret in force is not replaced")
            #expect(try await store.secret(of: ada.id) == StoredTwoFactor(secret: "SECOND", isOn: true, lastStep: 100))
            #expect(try await !store.use(step: 100, by: ada.id))
            #expect(try await !store.use(step: 99, by: ada.id))
            #expect(try await store.use(step: 101, by: ada.id))
            #expect(try await !store.use(step: 101, by: ada.id))

            #expect(try await store.recoveryCodesLeft(for: ada.id) == 2)
            #expect(try await !store.useRecoveryCode(codes[0], by: sam.id), "another profile's code")
            #expect(try await store.useRecoveryCode(codes[0], by: ada.id))
            #expect(try await !store.useRecoveryCode(codes[0], by: ada.id))
            #expect(try await store.recoveryCodesLeft(for: ada.id) == 1)

            try await store.remove(ada.id)
            #expect(try await store.secret(of: ada.id) == nil)
            #expect(try await store.recoveryCodesLeft(for: ada.id) == 0)
            #expect(try await !store.useRecoveryCode(codes[1], by: ada.id))
            #expect(try await store.begin(ada.id, secret: "AGAIN"))
        }
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func tenLogInsWithOneCodeAtOnceUseItOnce(backend: AuthStorageBackend) async throws {
        try await backend.withTwoFactor { profiles, store in
            let ada = try await Self.profile("ada", in: profiles)
            #expect(try await store.begin(ada.id, secret: "SECRET"))
            #expect(try await store.confirm(ada.id, step: 1, recoveryCodes: [Data(repeating: 7, count: 32)]))
            let steps = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<10 { group.addTask { try await store.use(step: 2, by: ada.id) } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            let recovered = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<10 { group.addTask { try await store.useRecoveryCode(Data(repeating: 7, count: 32), by: ada.id) } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(steps == 1 && recovered == 1)
        }
    }
}
