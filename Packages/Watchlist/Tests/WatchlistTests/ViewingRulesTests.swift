import Foundation
import MoviesInterface
import Storage
import Testing
import WatchlistInterface
import WatchlistLive
import WatchlistTesting

/// The rules for viewings, run against both repositories so that the in-memory one, which
/// the dev app and tests use, answers exactly as SQLite does.
@Suite struct ViewingRulesTests {
    private let ada = UUID(), grace = UUID()
    private let added = Date(timeIntervalSince1970: 1_700_000_000)

    enum Kind: String, CaseIterable { case sqlite, inMemory }

    private func repository(_ kind: Kind) -> any WatchlistRepository {
        switch kind {
        case .sqlite: SQLiteWatchlistRepository(database: DatabaseProvider(location: .inMemory, migrations: SQLiteWatchlistRepository.migrations))
        case .inMemory: InMemoryWatchlistRepository()
        }
    }

    private func day(_ text: String) throws -> CalendarDay {
        try #require(CalendarDay(parsing: text))
    }

    private func entry(_ id: MovieID, _ title: String) -> WatchlistEntry {
        WatchlistEntry(movieID: id, title: title, year: 1979, note: nil, addedAt: added)
    }

    @Test(arguments: Kind.allCases)
    func rewatchesAreKeptAndTheLatestRatedViewingGivesTheRating(kind: Kind) throws {
        let repository = repository(kind)
        #expect(try repository.add(entry(alien, "Alien"), for: ada))

        let may2020 = try day("2020-05-01"), halloween = try day("2023-10-31")
        let first = try #require(try repository.addViewing(of: alien, on: may2020, rating: 8, review: "tense", for: ada))
        #expect(first.viewingCount == 1 && first.rating == 8 && first.lastWatchedOn == may2020)

        // A later viewing without a rating keeps the earlier rating.
        let second = try #require(try repository.addViewing(of: alien, on: halloween, rating: nil, review: nil, for: ada))
        #expect(second.viewingCount == 2 && second.rating == 8 && second.lastWatchedOn == halloween)

        // An older viewing recorded now changes neither the latest day nor the latest rating.
        let third = try #require(try repository.addViewing(of: alien, on: day("2019-01-01"), rating: 5, review: nil, for: ada))
        #expect(third.viewingCount == 3 && third.rating == 8 && third.lastWatchedOn == halloween)

        // Two viewings on one day: the one recorded last is the latest.
        _ = try repository.addViewing(of: alien, on: day("2023-10-31"), rating: 10, review: "again", for: ada)
        let entries = try repository.entries(for: ada)
        #expect(entries.map(\.viewingCount) == [4] && entries.first?.rating == 10)

        let history = try repository.viewings(for: ada)
        #expect(history.map(\.watchedOn.description) == ["2023-10-31", "2023-10-31", "2020-05-01", "2019-01-01"])
        #expect(history.map(\.rating) == [10, nil, 8, 5])
        #expect(history.map(\.review) == ["again", nil, "tense", nil])
        #expect(history.allSatisfy { $0.title == "Alien" && $0.year == 1979 && $0.movieID == alien })
    }

    @Test(arguments: Kind.allCases)
    func viewingsBelongToOneProfileAndGoWithTheirEntry(kind: Kind) throws {
        let repository = repository(kind)
        #expect(try repository.add(entry(alien, "Alien"), for: ada))
        #expect(try repository.add(entry(alien, "Alien"), for: grace))
        #expect(try repository.addViewing(of: matrix, on: day("2020-01-01"), rating: nil, review: nil, for: ada) == nil, "not on the list")
        _ = try repository.addViewing(of: alien, on: day("2020-01-01"), rating: 7, review: nil, for: ada)

        #expect(try repository.viewings(for: grace).isEmpty)
        #expect(try repository.entries(for: grace).first?.isWatched == false)
        #expect(try repository.viewings(for: ada).count == 1)

        #expect(try repository.remove(alien, for: ada))
        #expect(try repository.viewings(for: ada).isEmpty)
        #expect(try repository.add(entry(alien, "Alien"), for: ada))
        #expect(try repository.entries(for: ada).first?.viewingCount == 0, "a film added again starts with no viewings")
    }

    @Test(arguments: Kind.allCases)
    func addingAnEntryNeverAddsViewings(kind: Kind) throws {
        let repository = repository(kind)
        let claimed = WatchlistEntry(
            movieID: alien, title: "Alien", year: 1979, note: nil, addedAt: added,
            lastWatchedOn: try day("2020-01-01"), rating: 9, viewingCount: 3
        )
        #expect(try repository.add(claimed, for: ada))
        #expect(try repository.entries(for: ada) == [entry(alien, "Alien")])
    }
}
