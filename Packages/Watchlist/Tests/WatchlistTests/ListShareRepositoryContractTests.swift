import Foundation
import Storage
import Testing
import WatchlistInterface
import WatchlistLive
import WatchlistTesting

/// What every ``ListShareRepository`` must do, run against each backend.
@Suite struct ListShareRepositoryContractTests {
    /// A backend under test, and how to clean up after it.
    struct Backend: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable () throws -> (repository: any ListShareRepository, cleanUp: @Sendable () -> Void)
        var testDescription: String { name }
    }

    static let backends = [
        Backend(name: "in-memory") { (InMemoryListShareRepository(), {}) },
        Backend(name: "SQLite") {
            let directory = FileManager.default.temporaryDirectory.appending(path: "shares-\(UUID().uuidString)")
            let database = DatabaseProvider(location: .file(directory.appending(path: "w.sqlite")), migrations: SQLiteWatchlistRepository.migrations)
            return (SQLiteListShareRepository(database: database), { try? FileManager.default.removeItem(at: directory) })
        },
    ]

    private let ada = UUID(), sam = UUID(), kim = UUID()

    @Test(arguments: backends) func aShareIsSetChangedAndRemoved(backend: Backend) throws {
        let (repository, cleanUp) = try backend.make()
        defer { cleanUp() }
        #expect(try repository.access(owner: ada, reader: sam) == nil)
        try repository.setShare(StoredShare(owner: ada, reader: sam, access: .read))
        #expect(try repository.access(owner: ada, reader: sam) == .read)
        #expect(try repository.access(owner: sam, reader: ada) == nil, "a share goes one way")
        try repository.setShare(StoredShare(owner: ada, reader: sam, access: .write))
        #expect(try repository.access(owner: ada, reader: sam) == .write)
        #expect(try repository.removeShare(owner: ada, reader: sam))
        #expect(try !repository.removeShare(owner: ada, reader: sam))
        #expect(try repository.access(owner: ada, reader: sam) == nil)
    }

    @Test(arguments: backends) func sharesInvolvingAProfileAreThoseItGivesAndReceives(backend: Backend) throws {
        let (repository, cleanUp) = try backend.make()
        defer { cleanUp() }
        try repository.setShare(StoredShare(owner: ada, reader: sam, access: .read))
        try repository.setShare(StoredShare(owner: kim, reader: ada, access: .write))
        try repository.setShare(StoredShare(owner: kim, reader: sam, access: .read))
        #expect(Set(try repository.shares(involving: ada)) == [
            StoredShare(owner: ada, reader: sam, access: .read), StoredShare(owner: kim, reader: ada, access: .write),
        ])
        #expect(try repository.shares(involving: UUID()).isEmpty)
    }
}
