import Foundation
import StorageTesting
import Testing
import WatchlistInterface
import WatchlistPorts

/// What every ``ListShareRepository`` must do, run against each backend.
@Suite(.temporaryPostgres) struct ListShareRepositoryContractTests {
    private let ada = UUID(), sam = UUID(), kim = UUID()

    @Test(arguments: RepositoryBackend.allCases) func aShareIsSetChangedAndRemoved(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { _, repository in
            #expect(try await repository.access(owner: ada, reader: sam) == nil)
            try await repository.setShare(StoredShare(owner: ada, reader: sam, access: .read))
            #expect(try await repository.access(owner: ada, reader: sam) == .read)
            #expect(try await repository.access(owner: sam, reader: ada) == nil, "a share goes one way")
            try await repository.setShare(StoredShare(owner: ada, reader: sam, access: .write))
            #expect(try await repository.access(owner: ada, reader: sam) == .write)
            #expect(try await repository.removeShare(owner: ada, reader: sam))
            #expect(try await !repository.removeShare(owner: ada, reader: sam))
            #expect(try await repository.access(owner: ada, reader: sam) == nil)
        }
    }

    @Test(arguments: RepositoryBackend.allCases) func sharesInvolvingAProfileAreThoseItGivesAndReceives(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { _, repository in
            try await repository.setShare(StoredShare(owner: ada, reader: sam, access: .read))
            try await repository.setShare(StoredShare(owner: kim, reader: ada, access: .write))
            try await repository.setShare(StoredShare(owner: kim, reader: sam, access: .read))
            #expect(Set(try await repository.shares(involving: ada)) == [
                StoredShare(owner: ada, reader: sam, access: .read), StoredShare(owner: kim, reader: ada, access: .write),
            ])
            #expect(try await repository.shares(involving: UUID()).isEmpty)
        }
    }
}
