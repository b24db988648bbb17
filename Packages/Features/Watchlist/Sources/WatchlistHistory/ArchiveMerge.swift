import MoviesInterface
import WatchlistInterface

/// Decides what importing films changes on a list, without touching it, so that a dry run
/// and a real import agree and importing the same films twice changes nothing the second time.
///
/// - A film not on the list is added with its added date, note and viewings.
/// - A viewing is the same as a stored one when its day, rating and review are; each is
///   counted, so a film watched twice on one day keeps both viewings, and only viewings
///   beyond those stored are added.
/// - A viewing on a day that the film already has a viewing on, which the import gives no
///   exact twin of, is that viewing as another source saw it (one service's "Rewatch" note,
///   another's rating): the fields it adds are merged into the stored one, never a second row.
///   So a day ends with as many viewings as the source that saw most plays that day gave,
///   and several plays on one day in one file stay several.
/// - When a film's note differs from the stored one, that is a conflict, and the note of
///   the film added later wins, with its added date, so the same file imported again finds
///   nothing to change.
/// - A rating of the film itself (given with no viewing) replaces the stored one when it
///   differs; a film with none keeps the stored one.
package enum ArchiveMerge {
    /// The changes and the summary for importing `incoming` into a list that holds `stored`.
    package static func changes(importing incoming: [ArchivedMovie], into stored: [ArchivedMovie]) -> (changes: ArchiveChanges, summary: ImportSummary) {
        var films = Dictionary(stored.map { ($0.movieID, $0) }, uniquingKeysWith: { first, _ in first })
        var changes = ArchiveChanges()
        var summary = ImportSummary()
        var newMovieIndex: [MovieID: Int] = [:]
        for film in incoming {
            guard let existing = films[film.movieID] else {
                newMovieIndex[film.movieID] = changes.newMovies.count
                changes.newMovies.append(film)
                films[film.movieID] = film
                summary.added += 1
                summary.viewingsAdded += film.viewings.count
                continue
            }
            var changed = false
            var merged = existing
            if existing.note != film.note {
                summary.conflicts += 1
                if film.addedAt > existing.addedAt {
                    merged = ArchivedMovie(
                        movieID: existing.movieID, title: existing.title, year: existing.year, note: film.note,
                        addedAt: film.addedAt, viewings: existing.viewings, rating: existing.rating
                    )
                    changed = true
                    if let index = newMovieIndex[film.movieID] {
                        changes.newMovies[index] = merged
                    } else {
                        changes.newNotes[film.movieID] = ArchiveChanges.NewNote(note: film.note, addedAt: film.addedAt)
                    }
                }
            }
            var missing = viewings(in: film.viewings, beyond: existing.viewings)
            if newMovieIndex[film.movieID] == nil, !missing.isEmpty {
                // Films added by this import keep every viewing it gives: those are one source's.
                let paired = ViewingPairing.pair(missing, with: viewings(in: existing.viewings, beyond: film.viewings))
                missing = paired.unpaired
                summary.viewingsMerged += paired.merges.count
                let updates = paired.merges.filter { $0.stored != $0.merged }
                if !updates.isEmpty {
                    changed = true
                    changes.mergedViewings += updates.map { ArchiveChanges.MergedViewing(movieID: film.movieID, stored: $0.stored, merged: $0.merged) }
                    var viewings = merged.viewings
                    for update in updates {
                        if let index = viewings.firstIndex(of: update.stored) { viewings[index] = update.merged }
                    }
                    merged = ArchivedMovie(
                        movieID: merged.movieID, title: merged.title, year: merged.year, note: merged.note,
                        addedAt: merged.addedAt, viewings: viewings, rating: merged.rating
                    )
                }
            }
            if !missing.isEmpty {
                changed = true
                summary.viewingsAdded += missing.count
                merged = ArchivedMovie(
                    movieID: merged.movieID, title: merged.title, year: merged.year, note: merged.note,
                    addedAt: merged.addedAt, viewings: merged.viewings + missing, rating: merged.rating
                )
                if let index = newMovieIndex[film.movieID] {
                    changes.newMovies[index] = merged
                } else {
                    changes.newViewings += missing.map { ArchiveChanges.NewViewing(movieID: film.movieID, viewing: $0) }
                }
            }
            if let rating = film.rating, rating != merged.rating {
                changed = true
                merged = ArchivedMovie(
                    movieID: merged.movieID, title: merged.title, year: merged.year, note: merged.note,
                    addedAt: merged.addedAt, viewings: merged.viewings, rating: rating
                )
                if let index = newMovieIndex[film.movieID] {
                    changes.newMovies[index] = merged
                } else {
                    changes.newRatings[film.movieID] = rating
                }
            }
            films[film.movieID] = merged
            if newMovieIndex[film.movieID] == nil {
                if changed { summary.updated += 1 } else { summary.unchanged += 1 }
            }
        }
        return (changes, summary)
    }

    /// The viewings of `incoming`, in order, beyond as many equal ones as `stored` holds.
    private static func viewings(in incoming: [ArchivedViewing], beyond stored: [ArchivedViewing]) -> [ArchivedViewing] {
        var available = Dictionary(stored.map { ($0, 1) }, uniquingKeysWith: +)
        var missing: [ArchivedViewing] = []
        for viewing in incoming {
            if let count = available[viewing], count > 0 {
                available[viewing] = count - 1
            } else {
                missing.append(viewing)
            }
        }
        return missing
    }
}
