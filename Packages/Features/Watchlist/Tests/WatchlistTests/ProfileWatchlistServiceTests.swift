import WatchlistTestSupport
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
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

@Suite struct ProfileWatchlistServiceTests {
    @Test func addingLoadsTheMovieAndAddingTwiceChangesNothing() async throws {
        let service = makeService()
        let first = try await service.add(alien, note: "  with popcorn ")
        #expect(first.added && first.entry.title == "Alien" && first.entry.year == 1979 && first.entry.note == "with popcorn")
        let second = try await service.add(alien, note: "other note")
        #expect(!second.added && second.entry.note == "with popcorn")
        #expect(try await service.entries(filter: .all, sort: .added).count == 1)
    }

    @Test func listingNeverMakesTheMovieService() async throws {
        let made = Mutex(0)
        let repository = InMemoryWatchlistRepository()
        let adding = ProfileWatchlistService(
            profiles: SignedInProfile(.fixture), movies: { FixtureMovieService() }, storedMovies: { InMemoryMovieRepository() }, directory: InMemoryProfileStore(), shares: InMemoryListShareRepository(), repository: repository
        )
        _ = try await adding.add(alien, note: nil)
        let listing = ProfileWatchlistService(
            profiles: SignedInProfile(.fixture),
            movies: { made.withLock { $0 += 1 }; return FixtureMovieService() },
            storedMovies: { InMemoryMovieRepository() },
            directory: InMemoryProfileStore(), shares: InMemoryListShareRepository(), repository: repository
        )
        #expect(try await listing.entries(filter: .all, sort: .title).map(\.movieID) == [alien])
        try await listing.remove(alien)
        #expect(made.withLock { $0 } == 0, "a catalog would be loaded to list or remove")
        _ = try listing.movieID(parsing: "1")
        #expect(made.withLock { $0 } == 1)
    }

    @Test func anUnknownMovieIsNotAdded() async throws {
        let service = makeService()
        await #expect(throws: MovieCatalogError.notFound(MovieID(source: .fixture, value: "99"))) {
            _ = try await service.add(MovieID(source: .fixture, value: "99"), note: nil)
        }
        #expect(try await service.entries(filter: .all, sort: .added).isEmpty)
    }

    @Test func watchedRecordsTheRatingAndRefusesOutOfRange() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        #expect(try await service.markWatched(alien, on: nil, rating: 8, review: nil).entry.rating == 8)
        await #expect(throws: WatchlistError.ratingOutOfRange(0)) { try await service.markWatched(alien, on: nil, rating: 0, review: nil) }
        await #expect(throws: WatchlistError.ratingOutOfRange(11)) { try await service.markWatched(matrix, on: nil, rating: 11, review: nil) }
        #expect(try await service.entries(filter: .watched, sort: .added).map(\.rating) == [8])
        #expect(try await service.entries(filter: .all, sort: .added).map(\.movieID) == [alien], "a refused viewing lists nothing")
        #expect(try await service.history().count == 1, "a refused viewing records nothing")
    }

    @Test func watchingAMovieNotOnTheListPutsItOnWatchedOnce() async throws {
        let service = makeService()
        let first = try await service.markWatched(matrix, on: nil, rating: 9, review: "Again soon.")
        #expect(first.listed && first.entry.title == "The Matrix" && first.entry.viewingCount == 1 && first.entry.rating == 9)
        let again = try await service.markWatched(matrix, on: nil, rating: nil, review: nil)
        #expect(!again.listed && again.entry.viewingCount == 2, "a second viewing of a listed movie lists nothing")
        #expect(try await service.entries(filter: .watched, sort: .added).map(\.movieID) == [matrix])
        #expect(try await service.history().map(\.review) == [nil, "Again soon."])
        await #expect(throws: MovieCatalogError.self) { try await service.markWatched(MovieID(source: .fixture, value: "99"), on: nil, rating: nil, review: nil) }
        #expect(try await service.entries(filter: .all, sort: .added).count == 1, "a movie the catalog lacks is not listed")
    }

    @Test func filtersAndSorts() async throws {
        let service = makeService()
        for id in [matrix, alien, aliens] { _ = try await service.add(id, note: nil) }
        _ = try await service.markWatched(aliens, on: nil, rating: 7, review: nil)
        _ = try await service.markWatched(matrix, on: nil, rating: 9, review: nil)
        #expect(try await service.entries(filter: .all, sort: .added).map(\.title) == ["The Matrix", "Alien", "Aliens"])
        #expect(try await service.entries(filter: .all, sort: .title).map(\.title) == ["Alien", "Aliens", "The Matrix"])
        #expect(try await service.entries(filter: .all, sort: .year).map(\.year) == [1979, 1986, 1999])
        #expect(try await service.entries(filter: .all, sort: .rating).map(\.title) == ["The Matrix", "Aliens", "Alien"])
        #expect(try await service.entries(filter: .unwatched, sort: .added).map(\.title) == ["Alien"])
    }

    @Test func aViewingOnALaterDayThanTodayIsRefused() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        let today = CalendarDay(containing: Date(timeIntervalSince1970: 1_700_000_000 + 120))
        let tomorrow = try #require(CalendarDay(parsing: today.year == 2023 && today.month == 11 ? "2023-11-\(today.day + 1)" : ""))
        await #expect(throws: WatchlistError.watchedInTheFuture(tomorrow, today: today)) {
            try await service.markWatched(alien, on: tomorrow, rating: nil, review: nil)
        }
        #expect(try await service.markWatched(alien, on: today, rating: nil, review: nil).entry.lastWatchedOn == today)
    }

    @Test func aReviewIsTrimmedAndAnEmptyOneIsNone() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        _ = try await service.markWatched(alien, on: nil, rating: nil, review: "  In space, no one can hear you scream.\n")
        _ = try await service.markWatched(alien, on: nil, rating: nil, review: "   ")
        #expect(try await service.history().map(\.review) == [nil, "In space, no one can hear you scream."])
    }

    @Test func removingSomethingNotOnTheListIsAnError() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        try await service.remove(alien)
        await #expect(throws: WatchlistError.notOnList(alien)) { try await service.remove(alien) }
    }

    @Test func everythingNeedsASignedInProfile() async {
        let service = makeService(profile: nil)
        await #expect(throws: AuthError.notLoggedIn) { _ = try await service.add(alien, note: nil) }
        await #expect(throws: AuthError.notLoggedIn) { try await service.entries(filter: .all, sort: .added) }
        await #expect(throws: AuthError.notLoggedIn) { try await service.remove(alien) }
        await #expect(throws: AuthError.notLoggedIn) { try await service.history() }
        await #expect(throws: AuthError.notLoggedIn) { try await service.markWatched(alien, on: nil, rating: 5, review: nil) }
        #expect(AuthError.notLoggedIn.description == "no one is logged in")
    }

    @Test func profilesSharingARepositoryStayApart() async throws {
        let repository = InMemoryWatchlistRepository()
        let ada = makeService(profile: Profile(id: UUID(), name: "ada"), repository: repository)
        let grace = makeService(profile: Profile(id: UUID(), name: "grace"), repository: repository)
        _ = try await ada.add(alien, note: nil)
        #expect(try await grace.entries(filter: .all, sort: .added).isEmpty)
        await #expect(throws: WatchlistError.notOnList(alien)) { try await grace.remove(alien) }
        #expect(try await ada.entries(filter: .all, sort: .added).count == 1)
    }
}
