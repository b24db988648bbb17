import WatchlistTestSupport
import Foundation
import MoviesInterface
import StorageTesting
import Testing
import WatchlistInterface
import WatchlistPorts

/// What every ``WatchlistRepository`` must do, above all the rules for viewings, run against
/// each backend: the in-memory one that the dev app and tests use, SQLite, and PostgreSQL.
@Suite(.temporaryPostgres) struct WatchlistRepositoryContractTests {
    private let ada = UUID(), grace = UUID()
    private let added = Date(timeIntervalSince1970: 1_700_000_000)

    private func day(_ text: String) throws -> CalendarDay {
        try #require(CalendarDay(parsing: text))
    }

    private func entry(_ id: MovieID, _ title: String) -> WatchlistEntry {
        WatchlistEntry(movieID: id, title: title, year: 1979, note: nil, addedAt: added)
    }

    @Test(arguments: RepositoryBackend.allCases)
    func rewatchesAreKeptAndTheLatestRatedViewingGivesTheRating(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            #expect(try await repository.add(entry(alien, "Alien"), for: ada))

            let may2020 = try day("2020-05-01"), halloween = try day("2023-10-31")
            let first = try #require(try await repository.addViewing(of: alien, on: may2020, rating: 8, review: "tense", for: ada))
            #expect(first.viewingCount == 1 && first.rating == 8 && first.lastWatchedOn == may2020)

            // A later viewing without a rating keeps the earlier rating.
            let second = try #require(try await repository.addViewing(of: alien, on: halloween, rating: nil, review: nil, for: ada))
            #expect(second.viewingCount == 2 && second.rating == 8 && second.lastWatchedOn == halloween)

            // An older viewing recorded now changes neither the latest day nor the latest rating.
            let third = try #require(try await repository.addViewing(of: alien, on: day("2019-01-01"), rating: 5, review: nil, for: ada))
            #expect(third.viewingCount == 3 && third.rating == 8 && third.lastWatchedOn == halloween)

            // Two viewings on one day: the one recorded last is the latest.
            _ = try await repository.addViewing(of: alien, on: day("2023-10-31"), rating: 10, review: "again", for: ada)
            let entries = try await repository.entries(for: ada)
            #expect(entries.map(\.viewingCount) == [4] && entries.first?.rating == 10)

            let history = try await repository.viewings(for: ada)
            #expect(history.map(\.watchedOn.description) == ["2023-10-31", "2023-10-31", "2020-05-01", "2019-01-01"])
            #expect(history.map(\.rating) == [10, nil, 8, 5])
            #expect(history.map(\.review) == ["again", nil, "tense", nil])
            #expect(history.allSatisfy { $0.title == "Alien" && $0.year == 1979 && $0.movieID == alien })
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func viewingsBelongToOneProfileAndGoWithTheirEntry(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            #expect(try await repository.add(entry(alien, "Alien"), for: ada))
            #expect(try await repository.add(entry(alien, "Alien"), for: grace))
            #expect(try await repository.addViewing(of: matrix, on: day("2020-01-01"), rating: nil, review: nil, for: ada) == nil, "not on the list")
            _ = try await repository.addViewing(of: alien, on: day("2020-01-01"), rating: 7, review: nil, for: ada)

            #expect(try await repository.viewings(for: grace).isEmpty)
            #expect(try await repository.entries(for: grace).first?.isWatched == false)
            #expect(try await repository.viewings(for: ada).count == 1)

            #expect(try await repository.remove(alien, for: ada))
            #expect(try await repository.viewings(for: ada).isEmpty)
            #expect(try await repository.add(entry(alien, "Alien"), for: ada))
            #expect(try await repository.entries(for: ada).first?.viewingCount == 0, "a film added again starts with no viewings")
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func addingAnEntryNeverAddsViewings(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let claimed = WatchlistEntry(
                movieID: alien, title: "Alien", year: 1979, note: nil, addedAt: added,
                lastWatchedOn: try day("2020-01-01"), rating: 9, viewingCount: 3
            )
            #expect(try await repository.add(claimed, for: ada))
            #expect(try await repository.entries(for: ada) == [entry(alien, "Alien")])
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func anUpdateAppliesAllItsChangesOrNone(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            #expect(try await repository.add(entry(alien, "Alien"), for: ada))
            let later = added.addingTimeInterval(60)
            var changes = ArchiveChanges()
            changes.newMovies = [ArchivedMovie(
                movieID: matrix, title: "The Matrix", year: 1999, note: "again", addedAt: later,
                viewings: [ArchivedViewing(watchedOn: try day("2021-02-03"), rating: 9, review: "whoa")]
            )]
            changes.newViewings = [ArchiveChanges.NewViewing(movieID: alien, viewing: ArchivedViewing(watchedOn: try day("2020-01-01"), rating: nil, review: nil))]
            var seen: [ArchivedMovie] = []
            try await repository.update(for: ada) { stored in
                seen = stored
                return changes
            }
            #expect(seen.map(\.movieID) == [alien], "the changes are asked for given what is stored")
            let archive = try await repository.archive(for: ada)
            #expect(archive.map(\.movieID) == [alien, matrix])
            #expect(archive.map(\.viewings.count) == [1, 1] && archive.last?.note == "again" && archive.last?.addedAt == later)
            #expect(try await repository.archive(for: grace).isEmpty)

            // A change that fails part-way (the film is there already) leaves everything as it was.
            var failing = ArchiveChanges()
            failing.newViewings = [ArchiveChanges.NewViewing(movieID: alien, viewing: ArchivedViewing(watchedOn: try day("2022-01-01"), rating: 3, review: nil))]
            failing.newMovies = [ArchivedMovie(movieID: alien, title: "Alien", year: 1979, note: nil, addedAt: later, viewings: [])]
            await #expect(throws: (any Error).self) {
                try await repository.update(for: ada) { _ in failing }
            }
            #expect(try await repository.archive(for: ada) == archive)
        }
    }

    /// A merged viewing changes the one stored row it names (the first of equal ones), on one
    /// profile's list, and leaves the other viewings that day as they were.
    @Test(arguments: RepositoryBackend.allCases)
    func aMergedViewingChangesOneStoredRow(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let evening = try day("2023-06-09")
            let plain = ArchivedViewing(watchedOn: evening, rating: nil, review: nil)
            let reviewed = ArchivedViewing(watchedOn: evening, rating: nil, review: "Rewatch")
            for profile in [ada, grace] {
                var changes = ArchiveChanges()
                changes.newMovies = [ArchivedMovie(movieID: alien, title: "Alien", year: 1979, note: nil, addedAt: added, viewings: [reviewed, plain, plain])]
                try await repository.update(for: profile) { _ in changes }
            }
            let merged = ArchivedViewing(watchedOn: evening, rating: 9, review: "Rewatch\n\nStill great")
            var changes = ArchiveChanges()
            changes.mergedViewings = [
                ArchiveChanges.MergedViewing(movieID: alien, stored: reviewed, merged: merged),
                ArchiveChanges.MergedViewing(movieID: alien, stored: plain, merged: ArchivedViewing(watchedOn: evening, rating: 7, review: nil)),
            ]
            #expect(!changes.isEmpty)
            try await repository.update(for: ada) { _ in changes }
            #expect(try await repository.archive(for: ada).first?.viewings == [merged, ArchivedViewing(watchedOn: evening, rating: 7, review: nil), plain])
            #expect(try await repository.archive(for: grace).first?.viewings == [reviewed, plain, plain], "another profile's list is untouched")
            #expect(try await repository.entry(alien, for: ada)?.viewingCount == 3)
        }
    }

    /// A film's own rating (an import's rating with no viewing) is stored with the film, shown
    /// as the entry's rating until a viewing carries one, replaced by a change, and exported.
    @Test(arguments: RepositoryBackend.allCases)
    func aFilmsOwnRatingIsKeptApartFromItsViewings(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            var changes = ArchiveChanges()
            changes.newMovies = [ArchivedMovie(movieID: alien, title: "Alien", year: 1979, note: nil, addedAt: added, viewings: [], rating: 8)]
            try await repository.update(for: ada) { _ in changes }
            let entry = try #require(try await repository.entries(for: ada).first)
            #expect(entry.rating == 8 && entry.viewingCount == 0 && entry.lastWatchedOn == nil, "rated, not watched: \(entry)")
            #expect(try await repository.viewings(for: ada).isEmpty)

            var rerated = ArchiveChanges()
            rerated.newRatings = [alien: 6]
            try await repository.update(for: ada) { _ in rerated }
            #expect(try await repository.archive(for: ada).map(\.rating) == [6])
            #expect(try await repository.entries(for: grace).isEmpty)

            let viewed = try #require(try await repository.addViewing(of: alien, on: day("2024-01-01"), rating: nil, review: nil, for: ada))
            #expect(viewed.rating == 6 && viewed.viewingCount == 1, "an unrated viewing leaves the film's rating shown")
            let rated = try #require(try await repository.addViewing(of: alien, on: day("2024-02-01"), rating: 9, review: nil, for: ada))
            #expect(rated.rating == 9, "a rated viewing's rating comes first")
            #expect(try await repository.entries(for: ada).first?.rating == 9)
        }
    }
}
