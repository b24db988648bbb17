import Foundation
import MoviesInterface
import JSONWriting
import WatchlistInterface

/// The list as CSV (RFC 4180: fields quoted when they hold a comma, a quote or a line break,
/// lines ending in CRLF): one row a film for spreadsheets, or Letterboxd's import formats.
package enum ArchiveCSV {
    /// `ID,Title,Year,Watched,Viewings,Rating,Added,Note`: one row a film, with the day it was
    /// last watched and its latest rating.
    package static func films(_ films: [ArchivedMovie]) -> String {
        var text = line(["ID", "Title", "Year", "Watched", "Viewings", "Rating", "Added", "Note"])
        for film in films {
            let latest = latestFirst(film.viewings)
            text += line([
                film.movieID.description, spreadsheetSafe(film.title), film.year.map(String.init) ?? "",
                latest.first?.watchedOn.description ?? "", String(film.viewings.count),
                latest.first { $0.rating != nil }?.rating.map(String.init) ?? "",
                UTCTimestamp.dateTime(film.addedAt), spreadsheetSafe(film.note ?? ""),
            ])
        }
        return text
    }

    /// Letterboxd's import format for a diary, `Title,Year,imdbID,tmdbID,WatchedDate,Rating10,
    /// Rewatch,Review`: a row for each viewing, oldest first, with `Rewatch` true for all but a
    /// film's first, then a row with no day for each film rated with no viewing. (Letterboxd
    /// marks every row of this import watched, so the films neither watched nor rated go to
    /// ``letterboxdWatchlist(_:)``, for its watchlist import.) The ids are
    /// filled in when the film came from IMDb's or TMDB's catalog; Letterboxd matches the
    /// others by title and year.
    package static func letterboxd(_ films: [ArchivedMovie]) -> String {
        var text = line(["Title", "Year", "imdbID", "tmdbID", "WatchedDate", "Rating10", "Rewatch", "Review"])
        struct Row { let film: ArchivedMovie; let viewing: ArchivedViewing; let order: Int }
        var rows: [Row] = []
        for film in films {
            for viewing in film.viewings { rows.append(Row(film: film, viewing: viewing, order: rows.count)) }
        }
        rows.sort { ($0.viewing.watchedOn, $0.order) < ($1.viewing.watchedOn, $1.order) }
        var seen: Set<MovieID> = []
        for row in rows {
            let isRewatch = !seen.insert(row.film.movieID).inserted
            text += line(letterboxdIdentity(row.film) + [
                row.viewing.watchedOn.description, row.viewing.rating.map(String.init) ?? "", isRewatch ? "true" : "false", row.viewing.review ?? "",
            ])
        }
        for film in films where film.viewings.isEmpty {
            guard let rating = film.rating else { continue }
            text += line(letterboxdIdentity(film) + ["", String(rating), "false", ""])
        }
        return text
    }

    /// The films neither watched nor rated, `Title,Year,imdbID,tmdbID`, for Letterboxd's watchlist import.
    package static func letterboxdWatchlist(_ films: [ArchivedMovie]) -> String {
        var text = line(["Title", "Year", "imdbID", "tmdbID"])
        for film in films where film.viewings.isEmpty && film.rating == nil {
            text += line(letterboxdIdentity(film))
        }
        return text
    }

    private static func letterboxdIdentity(_ film: ArchivedMovie) -> [String] {
        [
            film.title, film.year.map(String.init) ?? "",
            film.movieID.source == .imdb ? film.movieID.value : "",
            film.movieID.source == .tmdb ? film.movieID.value : "",
        ]
    }

    /// Viewings by day, newest first; on one day, the last recorded first.
    private static func latestFirst(_ viewings: [ArchivedViewing]) -> [ArchivedViewing] {
        viewings.enumerated().sorted { ($0.element.watchedOn, $0.offset) > ($1.element.watchedOn, $1.offset) }.map(\.element)
    }

    /// Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) with a `'` before it.
    private static func spreadsheetSafe(_ text: String) -> String {
        guard let first = text.first, "=+-@".contains(first) else { return text }
        return "'" + text
    }

    /// One CSV record.
    package static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",") + "\r\n"
    }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
