import WatchlistInterface

/// The CSV that Letterboxd's importer reads (letterboxd.com/about/importing-data): columns
/// `Title`, `Year`, `imdbID`, `tmdbID`, `WatchedDate`, `Rating` (stars) or `Rating10`,
/// `Review`, any of them, in any order and case. `watchlist export --format letterboxd`
/// writes it, and so does an import for the rows it could not match, for the user to fix.
/// A row with a `WatchedDate` is a viewing; one without is a film on the watchlist.
enum LetterboxdImportFile {
    private static let format = "a Letterboxd import file"
    private static let columns = ["title", "year", "imdbid", "tmdbid", "watcheddate", "rating", "rating10", "review"]

    /// Whether a CSV header is this format's: a `Title` and at least one other of its columns.
    static func recognizes(header: [String]) -> Bool {
        let names = Set(header.map { $0.lowercased() })
        return names.contains("title") && names.intersection(columns).count >= 2
    }

    static func records(of table: CSVTable) throws(ArchiveFileError) -> [HistoryRecord] {
        let byLowerCase = Dictionary(table.header.enumerated().map { ($0.element.lowercased(), $0.offset) }, uniquingKeysWith: { first, _ in first })
        var indexes: [String: Int] = [:]
        for name in columns { indexes[name] = byLowerCase[name] }
        guard indexes["title"] != nil else { throw .notTheFormat(path: table.file, format: format, reason: "its header lacks Title") }
        var records: [HistoryRecord] = []
        for row in table.rows {
            let values = RowValues(location: SourceLocation(file: table.file, position: row.line), fields: row.fields, columns: indexes)
            let film = MovieReference(
                title: try values.title("title"), year: try values.year("year"),
                imdbID: values.optionalText("imdbid"), tmdbID: values.optionalText("tmdbid")
            )
            var rating = try values.rating10("rating10")
            if rating == nil { rating = try values.stars("rating") }
            let event: HistoryRecord.Event
            if let day = try values.day("watcheddate") {
                event = .watched(on: day, rating: rating, review: values.optionalText("review"))
            } else {
                event = .listed(on: nil)
            }
            records.append(HistoryRecord(location: values.location, film: film, event: event))
        }
        return records
    }
}
