import WatchlistTestSupport
import Foundation
import MoviesInterface
import Testing
import WatchlistInterface
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

@Suite struct ArchiveMergeTests {
    private func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay(parsing: text)) }

    private func film(_ id: MovieID, note: String? = nil, added: TimeInterval = 1_700_000_000, _ viewings: [ArchivedViewing] = []) -> ArchivedMovie {
        ArchivedMovie(movieID: id, title: "Film \(id.value)", year: 2000, note: note, addedAt: Date(timeIntervalSince1970: added), viewings: viewings)
    }

    @Test func newFilmsAreAddedWithTheirViewings() throws {
        let viewing = ArchivedViewing(watchedOn: try day("2020-01-01"), rating: 7, review: nil)
        let (changes, summary) = ArchiveMerge.changes(importing: [film(alien, [viewing]), film(matrix)], into: [])
        #expect(changes.newMovies.map(\.movieID) == [alien, matrix])
        #expect(changes.newViewings.isEmpty && changes.newNotes.isEmpty)
        #expect(summary.added == 2 && summary.viewingsAdded == 1 && summary.updated == 0 && summary.unchanged == 0)
    }

    /// A rating with no viewing rates the film itself: added with a new film, replacing a
    /// different stored one, never a viewing, and the same file again changes nothing.
    @Test func aFilmsOwnRatingIsAddedOrReplacedAndNeverAViewing() throws {
        let rated = { (id: MovieID, rating: Int?) in
            ArchivedMovie(movieID: id, title: "Film \(id.value)", year: 2000, note: nil, addedAt: Date(timeIntervalSince1970: 1_700_000_000), viewings: [], rating: rating)
        }
        let (added, addedSummary) = ArchiveMerge.changes(importing: [rated(alien, 8), rated(alien, 9)], into: [])
        #expect(added.newMovies.map(\.rating) == [9] && added.newMovies.allSatisfy(\.viewings.isEmpty), "a later row's rating wins")
        #expect(addedSummary.added == 1 && addedSummary.viewingsAdded == 0)
        let (changed, changedSummary) = ArchiveMerge.changes(importing: [rated(alien, 6), rated(matrix, nil)], into: [rated(alien, 8), rated(matrix, 7)])
        #expect(changed.newRatings == [alien: 6] && changed.newViewings.isEmpty && changed.newMovies.isEmpty)
        #expect(changedSummary.updated == 1 && changedSummary.unchanged == 1, "a film with no rating keeps the stored one")
        #expect(ArchiveMerge.changes(importing: [rated(alien, 6)], into: [rated(alien, 6)]).changes.isEmpty)
    }

    @Test func importingWhatIsStoredChangesNothing() throws {
        let films = [
            film(alien, note: "n", [ArchivedViewing(watchedOn: try day("2020-01-01"), rating: 7, review: "r")]),
            film(matrix),
        ]
        let (changes, summary) = ArchiveMerge.changes(importing: films, into: films)
        #expect(changes.isEmpty)
        #expect(summary.unchanged == 2 && summary.added == 0 && summary.updated == 0 && summary.viewingsAdded == 0 && summary.conflicts == 0)
    }

    @Test func onlyViewingsBeyondTheStoredOnesAreAddedCountingRepeats() throws {
        let same = ArchivedViewing(watchedOn: try day("2021-02-03"), rating: nil, review: nil)
        let other = ArchivedViewing(watchedOn: try day("2022-02-03"), rating: 9, review: nil)
        let stored = [film(alien, [same])]
        let (changes, summary) = ArchiveMerge.changes(importing: [film(alien, [same, same, other])], into: stored)
        #expect(changes.newViewings.map(\.viewing) == [same, other])
        #expect(summary.updated == 1 && summary.viewingsAdded == 2)
    }

    @Test func aDifferentNoteIsAConflictThatTheLaterAddedFilmWins() {
        let stored = [film(alien, note: "old", added: 100), film(matrix, note: "kept", added: 300)]
        let incoming = [film(alien, note: "new", added: 200), film(matrix, note: "older", added: 50)]
        let (changes, summary) = ArchiveMerge.changes(importing: incoming, into: stored)
        #expect(changes.newNotes == [alien: ArchiveChanges.NewNote(note: "new", addedAt: Date(timeIntervalSince1970: 200))])
        #expect(summary.conflicts == 2 && summary.updated == 1 && summary.unchanged == 1)
    }

    @Test func aFilmTwiceInOneFileIsAddedOnce() throws {
        let first = ArchivedViewing(watchedOn: try day("2020-01-01"), rating: nil, review: nil)
        let second = ArchivedViewing(watchedOn: try day("2021-01-01"), rating: 8, review: nil)
        let (changes, summary) = ArchiveMerge.changes(importing: [film(alien, [first]), film(alien, [first, second])], into: [])
        #expect(changes.newMovies.count == 1 && changes.newMovies.first?.viewings == [first, second])
        #expect(summary.added == 1 && summary.viewingsAdded == 2 && summary.unchanged == 0 && summary.updated == 0)
    }

    /// Heat, played once on one day, imported from three services that each recorded it their
    /// way: one viewing, with every field one of them added, and each file again changes nothing.
    @Test func onePlayThatThreeServicesRecordedIsOneViewingWithWhatEachAdded() throws {
        let evening = try day("2023-06-09")
        let yamtrack = ArchivedViewing(watchedOn: evening, rating: nil, review: "Rewatch")
        let movary = ArchivedViewing(watchedOn: evening, rating: nil, review: "Rewatch, still great")
        let simkl = ArchivedViewing(watchedOn: evening, rating: 9, review: nil)
        var stored = [film(alien, [yamtrack])]
        for (incoming, expected) in [(movary, ArchivedViewing(watchedOn: evening, rating: nil, review: "Rewatch, still great")),
                                     (simkl, ArchivedViewing(watchedOn: evening, rating: 9, review: "Rewatch, still great"))] {
            let (changes, summary) = ArchiveMerge.changes(importing: [film(alien, [incoming])], into: stored)
            #expect(changes.newViewings.isEmpty, "never a second row")
            #expect(changes.mergedViewings.map(\.merged) == [expected] && changes.mergedViewings.map(\.stored) == stored[0].viewings)
            #expect(summary.viewingsMerged == 1 && summary.viewingsAdded == 0 && summary.updated == 1)
            stored = [film(alien, [expected])]
        }
        for again in [yamtrack, movary, simkl] {
            let (changes, summary) = ArchiveMerge.changes(importing: [film(alien, [again])], into: stored)
            #expect(changes.isEmpty && summary.unchanged == 1, "\(again) again changes nothing")
        }
    }

    @Test func twoReviewsOfOnePlayAreBothKeptAndARatingOnTheListStays() throws {
        let evening = try day("2023-06-09")
        let merged = ViewingPairing.merge(
            ArchivedViewing(watchedOn: evening, rating: 6, review: "Too long."), into: ArchivedViewing(watchedOn: evening, rating: 8, review: "A classic.")
        )
        #expect(merged == ArchivedViewing(watchedOn: evening, rating: 8, review: "A classic.\n\nToo long."))
        #expect(ViewingPairing.merge(ArchivedViewing(watchedOn: evening, rating: nil, review: "Too long."), into: merged) == merged, "a review held already is not added twice")
    }

    /// What one source says stays: two plays on one day in one file are two viewings, and a
    /// source that saw more plays on a day than the list holds adds the plays beyond.
    @Test func aDayEndsWithAsManyViewingsAsTheSourceThatSawMostPlays() throws {
        let evening = try day("2023-06-09")
        let first = ArchivedViewing(watchedOn: evening, rating: nil, review: "first")
        let second = ArchivedViewing(watchedOn: evening, rating: nil, review: "second")
        let new = ArchiveMerge.changes(importing: [film(alien, [first, second])], into: [])
        #expect(new.changes.newMovies.first?.viewings == [first, second] && new.summary.viewingsMerged == 0, "one file's two plays")
        let stored = ArchivedViewing(watchedOn: evening, rating: 7, review: nil)
        let (changes, summary) = ArchiveMerge.changes(importing: [film(alien, [first, second])], into: [film(alien, [stored])])
        #expect(changes.mergedViewings.map(\.merged) == [ArchivedViewing(watchedOn: evening, rating: 7, review: "first")])
        #expect(changes.newViewings.map(\.viewing) == [second])
        #expect(summary.viewingsMerged == 1 && summary.viewingsAdded == 1)
        let otherDay = ArchivedViewing(watchedOn: try day("2023-06-10"), rating: nil, review: nil)
        let (later, laterSummary) = ArchiveMerge.changes(importing: [film(alien, [otherDay])], into: [film(alien, [stored])])
        #expect(later.newViewings.map(\.viewing) == [otherDay] && later.mergedViewings.isEmpty && laterSummary.viewingsMerged == 0, "a rewatch on another day")
    }
}
