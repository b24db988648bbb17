import WatchlistInterface

/// Movary's CSV exports (Settings → Account → Data), each downloaded as a file of its own,
/// films only, every film with its TMDB id and most with their IMDb id:
///
/// - `history.csv`: `title,year,tmdbId,imdbId,watchedAt,comment` (and `location` since 0.63),
///   a play a row: several plays on one day are as many identical rows. `watchedAt` is a day,
///   or empty for a play Movary has no date for, which is skipped: a viewing here has a day;
/// - `watchlist.csv`: `title,year,tmdbId,imdbId,addedAt` (`2024-03-01 20:15:00`, UTC);
/// - `ratings.csv`: `title,year,tmdbId,imdbId,userRating` (1 to 10), with no day and no play:
///   a rating of the film, never a viewing.
///
/// A play's `location` is not kept.
enum MovaryExport {
    static let service = "Movary"
    private static let format = "a Movary export file"
    private static let identity = ["title", "year", "tmdbId", "imdbId"]
    /// The names Movary gives its files.
    static let fileNames = ["history.csv", "watchlist.csv", "ratings.csv"]

    /// Whether a CSV header is one of Movary's exports.
    static func recognizes(header: [String]) -> Bool {
        Array(header.prefix(4)) == identity && (header.contains("watchedAt") || header.contains("addedAt") || header.contains("userRating"))
    }

    /// The films of one of Movary's files, which its header tells apart.
    static func history(of table: CSVTable) throws(ArchiveFileError) -> ServiceHistory {
        var records: [HistoryRecord] = []
        var skipped: [SourceLocation] = []
        var leftOut: [String] = []
        if table.header.contains("watchedAt") {
            let rows = try table.values(columns: identity + ["watchedAt"], optional: ["comment", "location"], format: format)
            let located = rows.filter { !$0.text("location").isEmpty }.count
            if located > 0 { leftOut.append("the location of \(located) \(located == 1 ? "play" : "plays")") }
            for row in rows {
                guard let day = try row.day("watchedAt") else {
                    skipped.append(row.location)
                    continue
                }
                records.append(HistoryRecord(location: row.location, film: try film(row), event: .watched(on: day, rating: nil, review: row.optionalText("comment"))))
            }
        } else if table.header.contains("addedAt") {
            for row in try table.values(columns: identity + ["addedAt"], format: format) {
                records.append(HistoryRecord(location: row.location, film: try film(row), event: .listed(on: try row.dayOfTime("addedAt"))))
            }
        } else {
            for row in try table.values(columns: identity + ["userRating"], format: format) {
                guard let rating = try row.rating10("userRating") else { throw .invalidRow(row.location, reason: "userRating is empty") }
                records.append(HistoryRecord(location: row.location, film: try film(row), event: .rated(on: nil, rating: rating)))
            }
        }
        return ServiceHistory(service: service, records: records, others: [], skipped: skipped, leftOut: leftOut)
    }

    private static func film(_ row: RowValues) throws(ArchiveFileError) -> MovieReference {
        let tmdb = row.text("tmdbId")
        guard !tmdb.isEmpty, tmdb.allSatisfy(\.isASCIIDigit) else { throw .invalidRow(row.location, reason: "\"\(tmdb)\" in tmdbId is not a TMDB id") }
        return MovieReference(title: try row.title("title"), year: try row.year("year"), imdbID: try row.imdbID("imdbId"), tmdbID: tmdb)
    }
}
