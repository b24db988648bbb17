import WatchlistTestSupport
import AuthInterface
import Foundation
import MoviesInterface
import StorageTesting
import Testing
import WatchlistInterface
import WatchlistPorts

/// Imports are remembered and can be taken back, on every backend: through the real service,
/// an undo removes what the import added and restores what it changed, leaves what came later
/// from elsewhere, and happens once.
@Suite(.temporaryPostgres) struct ImportUndoContractTests {
    private func day(_ text: String) throws -> CalendarDay {
        try #require(CalendarDay(parsing: text))
    }

    private func film(_ id: MovieID, note: String?, added: TimeInterval, rating: Int? = nil, _ viewings: [ArchivedViewing]) -> ArchivedMovie {
        ArchivedMovie(movieID: id, title: "Film \(id.value)", year: 2000, note: note, addedAt: Date(timeIntervalSince1970: added), viewings: viewings, rating: rating)
    }

    private let trakt = ImportSource(service: "Trakt", files: ["watched-history.json"])

    @Test(arguments: RepositoryBackend.allCases)
    func anUndoTakesBackWhatTheImportDidAndLeavesWhatCameLater(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let service = makeService(repository: repository)
            // Before: Alien with a note and a viewing that another source will add a review to.
            let stored = ArchivedViewing(watchedOn: try day("2020-01-01"), rating: 8, review: nil)
            let first = try await service.importArchive(
                [film(alien, note: "old", added: 1_600_000_000, [stored])], from: ImportSource(service: "Watchlist", files: ["mine.json"]), dryRun: false
            )
            #expect(first.number == 1)

            // The import: a newer note and the review for Alien, a second viewing, a new film
            // with two viewings (one to be rewatched by hand), and one that stays untouched.
            let merged = ArchivedViewing(watchedOn: try day("2020-01-01"), rating: 8, review: "tense")
            let rewatch = ArchivedViewing(watchedOn: try day("2021-05-05"), rating: nil, review: nil)
            let matrixFirst = ArchivedViewing(watchedOn: try day("2019-03-31"), rating: 9, review: nil)
            let imported = try await service.importArchive(
                [
                    film(alien, note: "new", added: 1_700_000_000, rating: 7, [merged, rewatch]),
                    film(matrix, note: nil, added: 1_700_000_100, [matrixFirst]),
                    film(aliens, note: nil, added: 1_700_000_200, [ArchivedViewing(watchedOn: try day("2018-01-01"), rating: nil, review: nil)]),
                ],
                from: trakt, dryRun: false
            )
            #expect(imported.number == 2 && imported.added == 2 && imported.viewingsMerged == 1)

            // Later, from elsewhere: Aliens watched again by hand.
            _ = try await service.markWatched(aliens, on: try day("2022-02-02"), rating: nil, review: nil)

            let records = try await service.imports()
            #expect(records.map(\.number) == [2, 1])
            let record = try #require(records.first)
            #expect(record.source == trakt && record.filmsAdded == 2 && record.filmsUpdated == 1 && record.viewingsAdded == 3 && record.undoneAt == nil)

            let before = try await service.archive()
            let preview = try await service.undoImport(2, dryRun: true)
            #expect(try await service.archive() == before, "a dry run changes nothing")

            let undone = try await service.undoImport(2, dryRun: false)
            #expect(undone == preview, "the dry run says what the undo does")
            #expect(undone.filmsRemoved == 1 && undone.filmsKept == 1 && undone.viewingsRemoved == 3 && undone.viewingsRestored == 1)
            #expect(undone.notesAndRatingsRestored == 2 && undone.changedSince == 0)

            let after = try await service.archive()
            #expect(after.map(\.movieID) == [alien, aliens], "Matrix, which only the import gave, is gone; Aliens, watched since, stays")
            let alienNow = try #require(after.first { $0.movieID == alien })
            #expect(alienNow.note == "old" && alienNow.rating == nil && alienNow.viewings == [stored], "Alien is as it was before the import")
            #expect(after.first { $0.movieID == aliens }?.viewings.map(\.watchedOn.description) == ["2022-02-02"], "only the later viewing is left")

            #expect(try await service.imports().first?.undoneAt != nil)
            await #expect(throws: WatchlistError.importAlreadyUndone(2)) { _ = try await service.undoImport(2, dryRun: false) }
            await #expect(throws: WatchlistError.noSuchImport(9)) { _ = try await service.undoImport(9, dryRun: true) }
            #expect(try await service.archive() == after, "a refused undo changes nothing")
        }
    }

    /// What changed after the import is left as it is now, and counted; an import that changed
    /// nothing is not remembered; another profile neither sees nor takes back one's imports.
    @Test(arguments: RepositoryBackend.allCases)
    func whatChangedSinceStaysAndImportsAreEachProfilesOwn(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let service = makeService(repository: repository)
            let viewing = ArchivedViewing(watchedOn: try day("2020-01-01"), rating: 6, review: nil)
            let films = [film(alien, note: "from the import", added: 1_700_000_000, [viewing])]
            #expect(try await service.importArchive(films, from: trakt, dryRun: false).number == 1)
            #expect(try await service.importArchive(films, from: trakt, dryRun: false).number == nil, "the same file again changes nothing")
            #expect(try await service.importArchive(films, from: trakt, dryRun: true).number == nil)
            #expect(try await service.imports().count == 1)

            let other = makeService(profile: Profile(id: UUID(), name: "grace"), repository: repository)
            #expect(try await other.imports().isEmpty)
            await #expect(throws: WatchlistError.noSuchImport(1)) { _ = try await other.undoImport(1, dryRun: false) }

            // The viewing is removed by hand and the film's note changed since: both stay so.
            try await service.remove(alien)
            _ = try await service.add(alien, note: "mine now")
            let undone = try await service.undoImport(1, dryRun: false)
            #expect(undone.filmsRemoved == 0 && undone.filmsKept == 1 && undone.changedSince == 1)
            #expect(try await service.archive().map(\.note) == ["mine now"])
        }
    }
}
