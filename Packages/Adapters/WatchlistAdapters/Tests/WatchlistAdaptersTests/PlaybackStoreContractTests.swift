import WatchlistTestSupport
import Foundation
import MoviesInterface
import StorageTesting
import Testing
import WatchlistInterface
import WatchlistPorts

/// What every ``PlaybackStore`` must do, on each backend: one viewing a playback however often
/// it is sent, rewatches kept, a person's rating never overridden, one profile never touching
/// another's list, and the same under concurrent deliveries.
@Suite(.temporaryPostgres) struct PlaybackStoreContractTests {
    private let ada = UUID(), grace = UUID()
    private let evening = Date(timeIntervalSince1970: 1_763_750_000)
    private let matrix = MovieSummary(id: MovieID(source: .offline, value: "6"), title: "The Matrix", year: 1999)

    private func playback(at time: Date, rating: Int? = nil, eventID: String? = nil) -> PlaybackRecord {
        PlaybackRecord(movie: matrix, playedAt: time, day: CalendarDay(containing: time, in: .gmt), rating: rating, eventID: eventID, addedAt: time)
    }

    private func store(_ repository: any WatchlistRepository) throws -> Store {
        Store(store: try #require(repository as? any PlaybackStore))
    }

    /// The store, listing every film; a write that answers ``PlaybackWrite/notListed`` fails the test.
    struct Store {
        let store: any PlaybackStore

        func record(_ playback: PlaybackRecord, for profile: UUID) async throws -> PlaybackOutcome {
            let write = try await store.recordPlayback(playback, listing: true, for: profile)
            guard case .done(let outcome) = write else { throw Unexpected(write: write) }
            return outcome
        }
    }

    struct Unexpected: Error {
        let write: PlaybackWrite
    }

    @Test(arguments: RepositoryBackend.allCases)
    func aPlaybackPutsTheFilmOnTheListWithOneViewing(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let outcome = try await store(repository).record(playback(at: evening, rating: 8), for: ada)
            guard case .recorded(let viewing, let dropped) = outcome else { Issue.record("\(outcome)"); return }
            #expect(viewing.title == "The Matrix" && viewing.rating == 8 && dropped == nil)
            let entry = try #require(try await repository.entry(matrix.id, for: ada))
            #expect(entry.viewingCount == 1 && entry.rating == 8 && entry.title == "The Matrix" && entry.year == 1999)
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func theSameEventOrTheSameFilmWithinFourHoursIsOnePlayback(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let store = try store(repository)
            _ = try await store.record(playback(at: evening, eventID: "generic:7"), for: ada)
            #expect(try await store.record(playback(at: evening.addingTimeInterval(48 * 3600), eventID: "generic:7"), for: ada) == .duplicate(.sameEvent))
            #expect(try await store.record(playback(at: evening.addingTimeInterval(3.5 * 3600)), for: ada) == .duplicate(.sameMovieNearby))
            #expect(try await store.record(playback(at: evening.addingTimeInterval(-3.5 * 3600)), for: ada) == .duplicate(.sameMovieNearby))
            #expect(try await repository.viewings(for: ada).count == 1)
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func aRewatchAnotherDayIsAnotherViewing(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let store = try store(repository)
            _ = try await store.record(playback(at: evening, rating: 7), for: ada)
            let again = try await store.record(playback(at: evening.addingTimeInterval(26 * 3600), rating: 9), for: ada)
            guard case .recorded(let viewing, nil) = again else { Issue.record("\(again)"); return }
            #expect(viewing.rating == 9, "a rating that hooks gave is no person's, so a later hook's is kept")
            #expect(try await repository.viewings(for: ada).map(\.rating) == [9, 7])
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func aRatingTypedByHandIsNeverOverriddenAndNothingIsRemoved(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let added = WatchlistEntry(movieID: matrix.id, title: "The Matrix", year: 1999, note: "with Sam", addedAt: evening.addingTimeInterval(-86_400 * 30))
            #expect(try await repository.add(added, for: ada))
            let typed = try #require(CalendarDay(parsing: "2025-01-02"))
            _ = try await repository.addViewing(of: matrix.id, on: typed, rating: 10, review: "mine", for: ada)
            let outcome = try await store(repository).record(playback(at: evening, rating: 4), for: ada)
            guard case .recorded(let viewing, let dropped) = outcome else { Issue.record("\(outcome)"); return }
            #expect(viewing.rating == nil && dropped == 4)
            let entry = try #require(try await repository.entry(matrix.id, for: ada))
            #expect(entry.rating == 10 && entry.note == "with Sam" && entry.viewingCount == 2)
            #expect(try await repository.viewings(for: ada).contains { $0.watchedOn == typed && $0.rating == 10 && $0.review == "mine" })
        }
    }

    /// One play, one viewing, whichever way it arrived first: a playback on a day that has a
    /// viewing recorded another way (an import, by hand) joins it, once; a second play that day
    /// is a viewing of its own, and the imported viewing keeps its fields.
    @Test(arguments: RepositoryBackend.allCases)
    func aPlaybackOnADayAViewingWasImportedForJoinsItOnce(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let day = CalendarDay(containing: evening, in: .gmt)
            try await repository.update(for: ada) { _ in
                var changes = ArchiveChanges()
                changes.newMovies = [ArchivedMovie(
                    movieID: matrix.id, title: "The Matrix", year: 1999, note: nil, addedAt: evening.addingTimeInterval(-86_400),
                    viewings: [ArchivedViewing(watchedOn: day, rating: 8, review: "imported")]
                )]
                return changes
            }
            let store = try store(repository)
            #expect(try await store.record(playback(at: evening, rating: 3, eventID: "jellyfin:1"), for: ada) == .duplicate(.sameDayRecorded))
            #expect(try await store.record(playback(at: evening.addingTimeInterval(60), eventID: "jellyfin:1"), for: ada) == .duplicate(.sameEvent))
            #expect(try await repository.viewings(for: ada).map { "\($0.watchedOn) \($0.rating ?? 0) \($0.review ?? "")" } == ["\(day) 8 imported"])
            let later = try await store.record(playback(at: evening.addingTimeInterval(5 * 3600)), for: ada)
            guard case .recorded(let viewing, _) = later else { Issue.record("a second play that day: \(later)"); return }
            #expect(viewing.watchedOn == day && viewing.rating == nil, "the imported rating is the person's, so a hook's is not kept")
            #expect(try await repository.viewings(for: ada).count == 2)
            #expect(try await repository.viewings(for: grace).isEmpty)
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func oneProfilesPlaybacksNeverTouchAnothersList(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let store = try store(repository)
            _ = try await store.record(playback(at: evening, eventID: "plex:1"), for: ada)
            #expect(try await repository.entries(for: grace).isEmpty)
            let graces = try await store.record(playback(at: evening, eventID: "plex:1"), for: grace)
            guard case .recorded = graces else { Issue.record("another profile's playback is not a duplicate: \(graces)"); return }
            #expect(try await repository.viewings(for: ada).count == 1)
            #expect(try await repository.viewings(for: grace).count == 1)
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func aFilmNotOnTheListIsListedOnlyWhenAsked(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let store = try #require(repository as? any PlaybackStore)
            #expect(try await store.recordPlayback(playback(at: evening), listing: false, for: ada) == .notListed)
            #expect(try await repository.entries(for: ada).isEmpty, "a playback not listed wrote nothing")
            #expect(try await repository.viewings(for: ada).isEmpty)
            guard case .done(.recorded) = try await store.recordPlayback(playback(at: evening), listing: true, for: ada) else {
                Issue.record("listing the film records the playback")
                return
            }
            let again = try await store.recordPlayback(playback(at: evening.addingTimeInterval(86_400)), listing: false, for: ada)
            guard case .done(.recorded) = again else { Issue.record("a film on the list needs no listing: \(again)"); return }
        }
    }

    @Test(arguments: RepositoryBackend.allCases)
    func deliveriesOfOnePlaybackAtOnceMakeOneViewing(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let store = try store(repository)
            let outcomes = try await withThrowingTaskGroup(of: PlaybackOutcome.self) { group in
                for second in 0..<12 {
                    group.addTask { try await store.record(self.playback(at: self.evening.addingTimeInterval(Double(second))), for: self.ada) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { if case .recorded = $0 { true } else { false } }.count == 1)
            #expect(try await repository.viewings(for: ada).count == 1)
        }
    }
}
