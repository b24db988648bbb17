import AuthInterface
import AuthTesting
import Foundation
import MoviesInterface
import MoviesTesting
import Synchronization
import Testing
import WatchlistInterface
import WatchlistTesting
@testable import Watchlist

@Suite struct ProfileWatchlistServiceTests {
    @Test func addingLoadsTheMovieAndAddingTwiceChangesNothing() async throws {
        let service = makeService()
        let first = try await service.add(alien, note: "  with popcorn ")
        #expect(first.added && first.entry.title == "Alien" && first.entry.year == 1979 && first.entry.note == "with popcorn")
        let second = try await service.add(alien, note: "other note")
        #expect(!second.added && second.entry.note == "with popcorn")
        #expect(try service.entries(filter: .all, sort: .added).count == 1)
    }

    @Test func listingNeverMakesTheMovieService() async throws {
        let made = Mutex(0)
        let repository = InMemoryWatchlistRepository()
        let adding = ProfileWatchlistService(profiles: SignedInProfile(.fixture), movies: { FixtureMovieService() }, repository: repository)
        _ = try await adding.add(alien, note: nil)
        let listing = ProfileWatchlistService(
            profiles: SignedInProfile(.fixture),
            movies: { made.withLock { $0 += 1 }; return FixtureMovieService() },
            repository: repository
        )
        #expect(try listing.entries(filter: .all, sort: .title).map(\.movieID) == [alien])
        try listing.remove(alien)
        #expect(made.withLock { $0 } == 0, "a catalog would be loaded to list or remove")
        _ = try listing.movieID(parsing: "1")
        #expect(made.withLock { $0 } == 1)
    }

    @Test func anUnknownMovieIsNotAdded() async throws {
        let service = makeService()
        await #expect(throws: MovieCatalogError.notFound(MovieID(source: .fixture, value: "99"))) {
            _ = try await service.add(MovieID(source: .fixture, value: "99"), note: nil)
        }
        #expect(try service.entries(filter: .all, sort: .added).isEmpty)
    }

    @Test func watchedRecordsTheRatingAndRefusesOutOfRange() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        #expect(try service.markWatched(alien, rating: 8).rating == 8)
        #expect(throws: WatchlistError.ratingOutOfRange(0)) { try service.markWatched(alien, rating: 0) }
        #expect(throws: WatchlistError.ratingOutOfRange(11)) { try service.markWatched(alien, rating: 11) }
        #expect(throws: WatchlistError.notOnList(matrix)) { try service.markWatched(matrix, rating: 5) }
        #expect(try service.entries(filter: .watched, sort: .added).map(\.rating) == [8])
    }

    @Test func filtersAndSorts() async throws {
        let service = makeService()
        for id in [matrix, alien, aliens] { _ = try await service.add(id, note: nil) }
        _ = try service.markWatched(aliens, rating: 7)
        _ = try service.markWatched(matrix, rating: 9)
        #expect(try service.entries(filter: .all, sort: .added).map(\.title) == ["The Matrix", "Alien", "Aliens"])
        #expect(try service.entries(filter: .all, sort: .title).map(\.title) == ["Alien", "Aliens", "The Matrix"])
        #expect(try service.entries(filter: .all, sort: .year).map(\.year) == [1979, 1986, 1999])
        #expect(try service.entries(filter: .all, sort: .rating).map(\.title) == ["The Matrix", "Aliens", "Alien"])
        #expect(try service.entries(filter: .unwatched, sort: .added).map(\.title) == ["Alien"])
    }

    @Test func removingSomethingNotOnTheListIsAnError() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        try service.remove(alien)
        #expect(throws: WatchlistError.notOnList(alien)) { try service.remove(alien) }
    }

    @Test func everythingNeedsASignedInProfile() async {
        let service = makeService(profile: nil)
        await #expect(throws: AuthError.notLoggedIn) { _ = try await service.add(alien, note: nil) }
        #expect(throws: AuthError.notLoggedIn) { try service.entries(filter: .all, sort: .added) }
        #expect(throws: AuthError.notLoggedIn) { try service.remove(alien) }
        #expect(AuthError.notLoggedIn.description == "no one is logged in")
    }

    @Test func profilesSharingARepositoryStayApart() async throws {
        let repository = InMemoryWatchlistRepository()
        let ada = makeService(profile: Profile(id: UUID(), name: "ada"), repository: repository)
        let grace = makeService(profile: Profile(id: UUID(), name: "grace"), repository: repository)
        _ = try await ada.add(alien, note: nil)
        #expect(try grace.entries(filter: .all, sort: .added).isEmpty)
        #expect(throws: WatchlistError.notOnList(alien)) { try grace.remove(alien) }
        #expect(try ada.entries(filter: .all, sort: .added).count == 1)
    }
}
