import WatchlistInterface

/// Letterboxd's account export (Settings → Import & Export → Export your data): a zip, or its
/// folder, of CSV files. Those read:
///
/// - `watchlist.csv`, `watched.csv`: `Date,Name,Year,Letterboxd URI`;
/// - `ratings.csv`: the same and `Rating`, 0.5 to 5 stars (doubled to 1 to 10);
/// - `diary.csv`: `Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date`, a viewing a row;
/// - `reviews.csv`: a diary entry's review, joined to it by its `Letterboxd URI`.
enum LetterboxdExport {
    static let service = "Letterboxd"
    static let fileNames = ["watchlist.csv", "watched.csv", "ratings.csv", "diary.csv", "reviews.csv"]
    private static let format = "a Letterboxd export file"
    private static let identity = ["Date", "Name", "Year", "Letterboxd URI"]

    /// Whether a CSV header is one of Letterboxd's export files.
    static func recognizes(header: [String]) -> Bool {
        Array(header.prefix(4)) == identity
    }

    /// The records of the export's files present, in the order above.
    static func records(in files: ExportFiles) throws(ArchiveFileError) -> [HistoryRecord] {
        var tables: [String: CSVTable] = [:]
        for name in fileNames {
            guard let file = files.file(named: name) else { continue }
            let table = try CSVTable(try file.read(), file: file.displayName)
            guard recognizes(header: table.header) else {
                throw .notTheFormat(path: file.displayName, format: format, reason: "its header is not Date,Name,Year,Letterboxd URI,…")
            }
            tables[name] = table
        }
        guard !tables.isEmpty else { throw .missingFiles(path: files.path, service: "a Letterboxd", expected: fileNames) }
        return try records(of: tables)
    }

    /// The records of one Letterboxd CSV file, by its header (a diary has `Watched Date`, a
    /// review `Review`, ratings `Rating`); a lone list reads as a watchlist.
    static func records(ofSingle table: CSVTable, named name: String) throws(ArchiveFileError) -> [HistoryRecord] {
        let kind: String
        if table.header.contains("Review") {
            kind = "reviews.csv"
        } else if table.header.contains("Watched Date") {
            kind = "diary.csv"
        } else if table.header.contains("Rating") {
            kind = "ratings.csv"
        } else {
            kind = name.lowercased() == "watched.csv" ? "watched.csv" : "watchlist.csv"
        }
        return try records(of: [kind: table])
    }

    private static func records(of tables: [String: CSVTable]) throws(ArchiveFileError) -> [HistoryRecord] {
        var records: [HistoryRecord] = []
        if let table = tables["watchlist.csv"] {
            for row in try table.values(columns: identity, format: format) {
                records.append(HistoryRecord(location: row.location, film: try film(row), event: .listed(on: try row.day("Date"))))
            }
        }
        if let table = tables["watched.csv"] {
            for row in try table.values(columns: identity, format: format) {
                records.append(HistoryRecord(location: row.location, film: try film(row), event: .seen(on: try row.requiredDay("Date"))))
            }
        }
        if let table = tables["ratings.csv"] {
            for row in try table.values(columns: identity + ["Rating"], format: format) {
                guard let rating = try row.stars("Rating") else { throw .invalidRow(row.location, reason: "the Rating is empty") }
                records.append(HistoryRecord(location: row.location, film: try film(row), event: .rated(on: try row.requiredDay("Date"), rating: rating)))
            }
        }
        let reviews = try tables["reviews.csv"]?.values(columns: identity + ["Review"], optional: ["Rating", "Watched Date"], format: format) ?? []
        var reviewsByEntry: [String: RowValues] = [:]
        for review in reviews where !review.text("Letterboxd URI").isEmpty {
            reviewsByEntry[review.text("Letterboxd URI")] = review
        }
        if let table = tables["diary.csv"] {
            for row in try table.values(columns: identity + ["Rating", "Watched Date"], format: format) {
                let review = reviewsByEntry.removeValue(forKey: row.text("Letterboxd URI"))
                records.append(HistoryRecord(location: row.location, film: try film(row), event: try viewing(row, review: review?.optionalText("Review"))))
            }
        }
        for review in reviews where reviewsByEntry[review.text("Letterboxd URI")] != nil || review.text("Letterboxd URI").isEmpty {
            records.append(HistoryRecord(location: review.location, film: try film(review), event: try viewing(review, review: review.optionalText("Review"))))
        }
        return records
    }

    /// A diary entry or review: watched on `Watched Date`, or on the day it was logged.
    private static func viewing(_ row: RowValues, review: String?) throws(ArchiveFileError) -> HistoryRecord.Event {
        var day = try row.day("Watched Date")
        if day == nil { day = try row.requiredDay("Date") }
        guard let day else { throw .invalidRow(row.location, reason: "the Date is empty") }
        return .watched(on: day, rating: try row.stars("Rating"), review: review)
    }

    private static func film(_ row: RowValues) throws(ArchiveFileError) -> MovieReference {
        MovieReference(title: try row.title("Name"), year: try row.year("Year"))
    }
}
