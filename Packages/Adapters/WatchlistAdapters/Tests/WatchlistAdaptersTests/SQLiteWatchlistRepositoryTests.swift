import WatchlistTestSupport
import Foundation
import MoviesInterface
import Storage
import Testing
import WatchlistInterface
import WatchlistSQLite

@Suite struct SQLiteWatchlistRepositoryTests {
    private let ada = UUID(), grace = UUID()
    private let added = Date(timeIntervalSince1970: 1_700_000_000)

    private func entry(_ id: MovieID, _ title: String) -> WatchlistEntry {
        WatchlistEntry(movieID: id, title: title, year: 1979, note: "n", addedAt: added)
    }

    @Test func entriesSurviveReopeningAndStayPerProfile() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DatabaseLocation.file(directory.appending(path: "w.sqlite"))
        func repository() -> SQLiteWatchlistRepository {
            SQLiteWatchlistRepository(database: DatabaseProvider(location: location, migrations: SQLiteWatchlistRepository.migrations))
        }
        #expect(try repository().add(entry(alien, "Alien"), for: ada))
        #expect(try !repository().add(entry(alien, "Alien again"), for: ada))
        #expect(try repository().add(entry(alien, "Alien"), for: grace))

        let day = try #require(CalendarDay(parsing: "2023-11-14"))
        let watched = try repository().addViewing(of: alien, on: day, rating: 10, review: nil, for: ada)
        #expect(watched?.rating == 10 && watched?.lastWatchedOn == day)

        #expect(try repository().entries(for: ada) == [
            WatchlistEntry(movieID: alien, title: "Alien", year: 1979, note: "n", addedAt: added, lastWatchedOn: day, rating: 10, viewingCount: 1),
        ])
        #expect(try repository().viewings(for: ada).map(\.watchedOn) == [day])
        #expect(try repository().entries(for: grace).first?.isWatched == false)

        #expect(try repository().remove(alien, for: grace))
        #expect(try !repository().remove(alien, for: grace))
        #expect(try repository().entries(for: ada).count == 1)
    }

    @Test(arguments: [1_700_000_000.123, 0.001, -86_400.5, 951_782_399.999, 4_102_444_800.5])
    func datesComeBackToTheMillisecond(seconds: TimeInterval) throws {
        let repository = SQLiteWatchlistRepository(database: DatabaseProvider(location: .inMemory, migrations: SQLiteWatchlistRepository.migrations))
        let date = Date(timeIntervalSince1970: seconds)
        let stored = WatchlistEntry(movieID: alien, title: "Alien", year: nil, note: nil, addedAt: date)
        #expect(try repository.add(stored, for: ada))
        let read = try #require(try repository.entries(for: ada).first)
        #expect(abs(read.addedAt.timeIntervalSince(date)) < 0.000_5, "\(read.addedAt.timeIntervalSince1970)")
    }
}
