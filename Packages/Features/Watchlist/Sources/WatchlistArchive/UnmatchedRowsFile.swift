import Foundation
import WatchlistInterface

/// The rows an import could not match, as a CSV for the user to fix and import again: the
/// columns of Letterboxd's import format that `import` reads (`Title,Year,imdbID,tmdbID,
/// WatchedDate,Rating10,Review`), then why each was left out, the films it might be, and
/// where it came from. Filling in an `imdbID` (or correcting the title or year) and importing
/// the file imports those rows.
package enum UnmatchedRowsFile {
    /// Where the rows of an import of `path` go: beside it, `NAME-unmatched.csv`.
    package static func path(beside path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appending(path: "\(stem)-unmatched.csv").path
    }

    package static func csv(_ rows: [UnmatchedRow]) -> Data {
        var text = ArchiveCSV.line(["Title", "Year", "imdbID", "tmdbID", "WatchedDate", "Rating10", "Review", "Problem", "Candidates", "Source"])
        for row in rows {
            let film = row.record.film
            let (day, rating, review) = columns(of: row.record.event)
            text += ArchiveCSV.line([
                film.title, film.year.map(String.init) ?? "", film.imdbID ?? "", film.tmdbID ?? "",
                day?.description ?? "", rating.map(String.init) ?? "", review ?? "",
                row.problem.rawValue, candidates(row), row.record.location.description,
            ])
        }
        return Data(text.utf8)
    }

    /// The candidates as `imdb:tt0087182 Dune (1984)`, separated by `; `.
    package static func candidates(_ row: UnmatchedRow) -> String {
        row.candidates.map { "\($0.id) \($0.title)\($0.year.map { " (\($0))" } ?? "")" }.joined(separator: "; ")
    }

    private static func columns(of event: HistoryRecord.Event) -> (CalendarDay?, Int?, String?) {
        switch event {
        case .listed: (nil, nil, nil)
        case .watched(let day, let rating, let review): (day, rating, review)
        case .seen(let day): (day, nil, nil)
        case .rated(let day, let rating): (day, rating, nil)
        }
    }
}
