import Foundation
import MoviesInterface
import WatchlistInterface

/// What an import leaves behind to be taken back, and the changes that take it back, decided
/// without touching a list so that a dry run and a real undo agree.
///
/// Undoing puts back only what is still as the import left it. A viewing it recorded is
/// removed while the film has one equal to it; a viewing it merged fields into gets its old
/// fields back while it still has the merged ones; a note or a film's rating it set is put
/// back while it is still the one it set. A film it put on the list is removed when nothing
/// else is left on it (no viewing from elsewhere, the note and rating it came with); else it
/// stays, without what the import gave it. Whatever changed since is counted and left.
package enum ImportJournal {
    /// The record of applying `changes`, summed up by `summary`, to a list that held
    /// `stored`, beside what the same import brought of other kinds; nil when it changed
    /// nothing, for such an import is not remembered.
    package static func record(
        of changes: ArchiveChanges, summary: ImportSummary, others: [OtherImportSummary], stored: [ArchivedMovie], source: ImportSource, at date: Date
    ) -> ImportRecord? {
        let others = others.filter { !$0.isEmpty }
        guard !changes.isEmpty || !others.isEmpty else { return nil }
        let films = Dictionary(stored.map { ($0.movieID, $0) }, uniquingKeysWith: { first, _ in first })
        let notes = changes.newNotes.sorted { $0.key.description < $1.key.description }.compactMap { movieID, note in
            films[movieID].map {
                ImportReversal.NoteChange(movieID: movieID, before: $0.note, addedBefore: $0.addedAt, after: note.note, addedAfter: note.addedAt)
            }
        }
        let ratings = changes.newRatings.sorted { $0.key.description < $1.key.description }.map { movieID, rating in
            ImportReversal.RatingChange(movieID: movieID, before: films[movieID]?.rating, after: rating)
        }
        let reversal = ImportReversal(
            films: changes.newMovies, viewings: changes.newViewings, merges: changes.mergedViewings, notes: notes, ratings: ratings
        )
        return ImportRecord(
            number: 0, importedAt: date, source: source, filmsAdded: summary.added, filmsUpdated: summary.updated,
            viewingsAdded: summary.viewingsAdded, viewingsMerged: summary.viewingsMerged, reversal: reversal, others: others
        )
    }

    /// The changes that take `record` back from a list that holds `current`, marking it taken
    /// back at `date`, and what they do.
    package static func undo(_ record: ImportRecord, in current: [ArchivedMovie], at date: Date) -> (changes: ArchiveChanges, summary: UndoSummary) {
        let films = Dictionary(current.map { ($0.movieID, $0) }, uniquingKeysWith: { first, _ in first })
        var viewings = films.mapValues(\.viewings)
        var changes = ArchiveChanges()
        var summary = UndoSummary()
        summary.number = record.number
        let reversal = record.reversal

        // Fields merged into stored viewings go first, as a store applies them, so that a
        // viewing the import recorded is then told apart from the one it merged into.
        for merge in reversal.merges {
            guard let index = viewings[merge.movieID]?.firstIndex(of: merge.merged) else {
                summary.changedSince += 1
                continue
            }
            viewings[merge.movieID]?[index] = merge.stored
            changes.mergedViewings.append(ArchiveChanges.MergedViewing(movieID: merge.movieID, stored: merge.merged, merged: merge.stored))
            summary.viewingsRestored += 1
        }
        func removeViewing(_ viewing: ArchivedViewing, of movieID: MovieID) -> Bool {
            guard let index = viewings[movieID]?.lastIndex(of: viewing) else { return false }
            viewings[movieID]?.remove(at: index)
            changes.removedViewings.append(ArchiveChanges.NewViewing(movieID: movieID, viewing: viewing))
            summary.viewingsRemoved += 1
            return true
        }
        for new in reversal.viewings where !removeViewing(new.viewing, of: new.movieID) {
            summary.changedSince += 1
        }
        for film in reversal.films {
            guard let now = films[film.movieID] else {
                summary.changedSince += 1
                continue
            }
            for viewing in film.viewings where !removeViewing(viewing, of: film.movieID) {
                summary.changedSince += 1
            }
            if viewings[film.movieID]?.isEmpty != false, now.note == film.note, now.rating == film.rating {
                changes.removedMovies.append(film.movieID)
                summary.filmsRemoved += 1
            } else {
                summary.filmsKept += 1
            }
        }
        for note in reversal.notes {
            guard let now = films[note.movieID], now.note == note.after, sameInstant(now.addedAt, note.addedAfter) else {
                summary.changedSince += 1
                continue
            }
            changes.newNotes[note.movieID] = ArchiveChanges.NewNote(note: note.before, addedAt: note.addedBefore)
            summary.notesAndRatingsRestored += 1
        }
        for rating in reversal.ratings {
            guard let now = films[rating.movieID], now.rating == rating.after else {
                summary.changedSince += 1
                continue
            }
            if let before = rating.before {
                changes.newRatings[rating.movieID] = before
            } else {
                changes.clearedRatings.insert(rating.movieID)
            }
            summary.notesAndRatingsRestored += 1
        }
        changes.undoing = record.with(undoneAt: date)
        return (changes, summary)
    }

    /// Whether two stored dates are the same instant: stores keep milliseconds, or finer.
    private static func sameInstant(_ first: Date, _ second: Date) -> Bool {
        abs(first.timeIntervalSince(second)) < 0.001
    }
}
