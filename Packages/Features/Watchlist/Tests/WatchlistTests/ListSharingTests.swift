import WatchlistTestSupport
import AuthInterface
import AuthTesting
import Foundation
import MoviesInterface
import MoviesTesting
import Testing
import WatchlistInterface
import WatchlistTesting
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

/// Sharing a list between profiles: who may read, who may change, and revoking.
@Suite struct ListSharingTests {
    private struct KnownProfiles: ProfileDirectory {
        let all: [Profile]
        func profile(named name: String) throws -> Profile? { all.first { $0.name == name.lowercased() } }
        func profile(id: Profile.ID) throws -> Profile? { all.first { $0.id == id } }
    }

    private let ada = Profile(id: UUID(), name: "ada")
    private let sam = Profile(id: UUID(), name: "sam")
    private let repository = InMemoryWatchlistRepository()
    private let shares = InMemoryListShareRepository()

    private func service(for profile: Profile) -> ProfileWatchlistService {
        ProfileWatchlistService(
            profiles: SignedInProfile(profile), movies: { FixtureMovieService() }, storedMovies: { InMemoryMovieRepository(movies: Movie.fixtures) },
            directory: KnownProfiles(all: [ada, sam]), shares: shares, repository: repository
        )
    }

    private func sharing(for profile: Profile) -> ProfileListSharing {
        ProfileListSharing(profiles: SignedInProfile(profile), directory: KnownProfiles(all: [ada, sam]), repository: shares)
    }

    @Test func aReadShareShowsTheListButRefusesChanges() async throws {
        _ = try await service(for: ada).add(alien, note: nil)
        let adasList = service(for: sam).sharedList(of: "ada")
        await #expect(throws: WatchlistError.notSharedWithYou("ada")) { try await adasList.entries(filter: .all, sort: .added) }

        try await sharing(for: ada).share(with: "sam", access: .read)
        #expect(try await adasList.entries(filter: .all, sort: .added).map(\.movieID) == [alien])
        #expect(try await adasList.history().isEmpty)
        await #expect(throws: WatchlistError.readOnlyShare("ada")) { try await adasList.add(aliens, note: nil) }
        await #expect(throws: WatchlistError.readOnlyShare("ada")) { try await adasList.remove(alien) }
        await #expect(throws: WatchlistError.readOnlyShare("ada")) { try await adasList.markWatched(alien, on: nil, rating: 8, review: nil) }
        #expect(try await service(for: ada).entries(filter: .all, sort: .added).map(\.movieID) == [alien])
    }

    @Test func aWriteShareChangesTheOwnersListOnly() async throws {
        try await sharing(for: ada).share(with: "sam", access: .write)
        let adasList = service(for: sam).sharedList(of: "ada")
        _ = try await adasList.add(matrix, note: "from sam")
        _ = try await adasList.markWatched(matrix, on: nil, rating: 9, review: nil)
        #expect(try await service(for: ada).entries(filter: .all, sort: .added).map(\.rating) == [9])
        #expect(try await service(for: sam).entries(filter: .all, sort: .added).isEmpty)
        // Exports and imports act on one's own list only: a shared list is a WatchlistService,
        // which offers them to no command, and the service behind it refuses them too.
        let archiving = try #require(adasList as? any WatchlistArchiving)
        await #expect(throws: WatchlistError.ownListOnly) { try await archiving.archive() }
        await #expect(throws: WatchlistError.ownListOnly) { try await archiving.importArchive([], from: ImportSource(service: "Watchlist", files: []), dryRun: true) }
    }

    @Test func unsharingEndsAccessAndIsListed() async throws {
        try await sharing(for: ada).share(with: "sam", access: .read)
        #expect(try await sharing(for: sam).shares() == [ListShare(owner: "ada", reader: "sam", access: .read)])
        try await sharing(for: ada).unshare(with: "sam")
        await #expect(throws: WatchlistError.notSharedWith("sam")) { try await sharing(for: ada).unshare(with: "sam") }
        await #expect(throws: WatchlistError.notSharedWithYou("ada")) { try await service(for: sam).sharedList(of: "ada").history() }
        #expect(try await sharing(for: ada).shares().isEmpty)
    }

    @Test func anUnknownProfileAndOneThatDidNotShareAreTheSameAnswer() async throws {
        await #expect(throws: WatchlistError.notSharedWithYou("nobody")) { try await service(for: sam).sharedList(of: "nobody").history() }
        await #expect(throws: WatchlistError.noSuchProfile("nobody")) { try await sharing(for: ada).share(with: "nobody", access: .read) }
        await #expect(throws: WatchlistError.sharingWithYourself) { try await sharing(for: ada).share(with: "ada", access: .write) }
    }
}
