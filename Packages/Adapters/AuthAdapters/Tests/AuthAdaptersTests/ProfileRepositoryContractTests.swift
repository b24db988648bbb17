import AuthInterface
import AuthPorts
import Foundation
import StorageTesting
import Testing

/// What every ``ProfileRepository`` promises, on each backend.
@Suite(.temporaryPostgres) struct ProfileRepositoryContractTests {
    private static func credentials(_ name: String, hash: String = "hash") -> StoredCredentials {
        StoredCredentials(profile: Profile(id: UUID(), name: name), passwordHash: hash)
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func aCreatedProfileIsFoundByNameAndByID(backend: AuthStorageBackend) async throws {
        try await backend.withStores { profiles, _ in
            let ada = Self.credentials("ada", hash: "pbkdf2$1$salt$ada")
            let grace = Self.credentials("grace", hash: "pbkdf2$1$salt$grace")
            try await profiles.create(ada)
            try await profiles.create(grace)
            #expect(try await profiles.credentials(named: "ada") == ada)
            #expect(try await profiles.profile(id: grace.profile.id) == grace.profile)
            #expect(try await profiles.profile(named: "  ADA ") == ada.profile)
        }
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func unknownNamesAndIDsAreNil(backend: AuthStorageBackend) async throws {
        try await backend.withStores { profiles, _ in
            try await profiles.create(Self.credentials("ada"))
            #expect(try await profiles.credentials(named: "grace") == nil)
            #expect(try await profiles.profile(id: UUID()) == nil)
            #expect(try await profiles.profile(named: "not a valid name!") == nil)
        }
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func aTakenNameIsRefusedAndTheFirstProfileKept(backend: AuthStorageBackend) async throws {
        try await backend.withStores { profiles, _ in
            let first = Self.credentials("ada", hash: "first")
            try await profiles.create(first)
            await #expect(throws: AuthError.nameTaken("ada")) { try await profiles.create(Self.credentials("ada", hash: "second")) }
            #expect(try await profiles.credentials(named: "ada") == first)
        }
    }

    @Test(arguments: AuthStorageBackend.allCases)
    func ofEightSignUpsOfOneNameAtOnceExactlyOneSucceeds(backend: AuthStorageBackend) async throws {
        try await backend.withStores { profiles, _ in
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<8 {
                    group.addTask { (try? await profiles.create(Self.credentials("ada", hash: "attempt \(index)"))) != nil }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
            let stored = try await profiles.credentials(named: "ada")
            #expect(stored != nil)
        }
    }
}
