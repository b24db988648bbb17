import Foundation
import WatchlistInterface

/// The rows an import could not match, as a CSV for the user to fix and import again: the
/// columns of Letterboxd's import format that `import` reads (`Title,Year,imdbID,tmdbID,
/// WatchedDate,Rating10,Review`), then `RatedDate` for a rating with no viewing (a rating is
/// never a viewing, so it has no `WatchedDate`), `Kind,Show,Season,Episode` for series and episodes,
/// then why each was left out, the films it might be, and where it came from. Filling in an
/// `imdbID` (or correcting the title or year, or an episode's show and numbers) and importing
/// the file imports those rows. An episode's row has its own title and id in `Title` and
/// `imdbID`, its show in `Show` with the year it began in `Year`.
package enum UnmatchedRowsFile {
    /// Where the rows of an import of `path` go: beside it, `NAME-unmatched.csv`.
    package static func path(beside path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appending(path: "\(stem)-unmatched.csv").path
    }

    package static func csv(_ rows: [UnmatchedRow], others: [UnmatchedOtherRow] = []) -> Data {
        var text = ArchiveCSV.line([
            "Title", "Year", "imdbID", "tmdbID", "WatchedDate", "Rating10", "Review", "RatedDate", "Kind", "Show", "Season", "Episode", "Problem", "Candidates",
            "Source",
        ])
        for row in rows {
            let film = row.record.film
            let (day, rating, review, ratedOn) = columns(of: row.record.event)
            text += ArchiveCSV.line([
                film.title, film.year.map(String.init) ?? "", film.imdbID ?? "", film.tmdbID ?? "",
                day?.description ?? "", rating.map(String.init) ?? "", review ?? "", ratedOn?.description ?? "", "film", "", "", "",
                row.problem.rawValue, candidates(row), row.record.location.description,
            ])
        }
        for row in others {
            let whole = row.record.title.whole, part = row.record.title.part
            let (day, rating, _, ratedOn) = columns(of: row.record.event)
            let place = part?.place ?? []
            text += ArchiveCSV.line([
                part.map { $0.title ?? "" } ?? whole.title, whole.year.map(String.init) ?? "", (part.map(\.imdbID) ?? whole.imdbID) ?? "", part?.tmdbID ?? "",
                day?.description ?? "", rating.map(String.init) ?? "", "", ratedOn?.description ?? "",
                row.kind, part == nil ? "" : whole.title, place.first.map(String.init) ?? "", place.dropFirst().first.map(String.init) ?? "",
                row.problem, "", row.record.location.description,
            ])
        }
        return Data(text.utf8)
    }

    /// The candidates as `imdb:tt0087182 Dune (1984)`, separated by `; `.
    package static func candidates(_ row: UnmatchedRow) -> String {
        row.candidates.map { "\($0.id) \($0.title)\($0.year.map { " (\($0))" } ?? "")" }.joined(separator: "; ")
    }

    /// The day watched, the rating, the review and the day rated.
    private static func columns(of event: HistoryRecord.Event) -> (CalendarDay?, Int?, String?, CalendarDay?) {
        switch event {
        case .listed: (nil, nil, nil, nil)
        case .watched(let day, let rating, let review): (day, rating, review, nil)
        case .seen(let day): (day, nil, nil, nil)
        case .rated(let day, let rating): (nil, rating, nil, day)
        }
    }
}
