import WatchlistInterface

/// The CSV that Letterboxd's importer reads (letterboxd.com/about/importing-data): columns
/// `Title`, `Year`, `imdbID`, `tmdbID`, `WatchedDate`, `Rating` (stars) or `Rating10`,
/// `Review`, any of them, in any order and case. `watchlist export --format letterboxd`
/// writes it, and so does an import for the rows it could not match, for the user to fix.
/// A row with a `WatchedDate` is a viewing; one without is a rating of the film when it has a
/// rating (on its `RatedDate`, if any: a rating is never a viewing), else a film on the
/// watchlist. The rows an
/// import left unmatched add `Kind`, `Show`, `Season` and `Episode`: a row whose `Kind` is
/// `episode` names an episode (its `Show`, the year it began in `Year`, `Season` and
/// `Episode`, or its own id in `imdbID`), one whose `Kind` is `series` a show, and those go
/// to the feature that tracks them.
enum LetterboxdImportFile {
    private static let format = "a Letterboxd import file"
    private static let columns = ["title", "year", "imdbid", "tmdbid", "watcheddate", "rateddate", "rating", "rating10", "review", "kind", "show", "season", "episode"]

    /// Whether a CSV header is this format's: a `Title` and at least one other of its columns.
    static func recognizes(header: [String]) -> Bool {
        let names = Set(header.map { $0.lowercased() })
        return names.contains("title") && names.intersection(columns).count >= 2
    }

    static func records(of table: CSVTable) throws(ArchiveFileError) -> (films: [HistoryRecord], others: [OtherHistoryRecord]) {
        let byLowerCase = Dictionary(table.header.enumerated().map { ($0.element.lowercased(), $0.offset) }, uniquingKeysWith: { first, _ in first })
        var indexes: [String: Int] = [:]
        for name in columns { indexes[name] = byLowerCase[name] }
        guard indexes["title"] != nil else { throw .notTheFormat(path: table.file, format: format, reason: "its header lacks Title") }
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        for row in table.rows {
            let values = RowValues(location: SourceLocation(file: table.file, position: row.line), fields: row.fields, columns: indexes)
            if let kind = values.optionalText("kind").flatMap({ OtherRowKind(rawValue: $0.lowercased()) }) {
                others.append(try other(kind, values))
                continue
            }
            let film = MovieReference(
                title: try values.title("title"), year: try values.year("year"),
                imdbID: values.optionalText("imdbid"), tmdbID: values.optionalText("tmdbid")
            )
            var rating = try values.rating10("rating10")
            if rating == nil { rating = try values.stars("rating") }
            let event: HistoryRecord.Event
            if let day = try values.day("watcheddate") {
                event = .watched(on: day, rating: rating, review: values.optionalText("review"))
            } else if let rating {
                event = .rated(on: try values.day("rateddate"), rating: rating)
            } else {
                event = .listed(on: nil)
            }
            records.append(HistoryRecord(location: values.location, film: film, event: event))
        }
        return (records, others)
    }

    /// The words of the `Kind` column for the rows an import left unmatched, which the feature
    /// that tracks those titles wrote (``UnmatchedOtherRow/kind``): a whole title, or a part of one.
    private enum OtherRowKind: String {
        case series, episode
    }

    /// A row about a series or an episode.
    private static func other(_ kind: OtherRowKind, _ values: RowValues) throws(ArchiveFileError) -> OtherHistoryRecord {
        let title: OtherTitleReference
        switch kind {
        case .series:
            title = OtherTitleReference(OtherTitleNaming(title: try values.title("title"), year: try values.year("year"), imdbID: values.optionalText("imdbid")))
        case .episode:
            let numbers = try ["season", "episode"].map { (key: String) throws(ArchiveFileError) -> Int? in
                guard let text = values.optionalText(key) else { return nil }
                guard let number = Int(text), (0...10_000).contains(number) else { throw .invalidRow(values.location, reason: "\(key) \"\(text)\" is not a number from 0 to 10000") }
                return number
            }
            let place = numbers[0].map { season in [season] + (numbers[1].map { [$0] } ?? []) } ?? []
            title = OtherTitleReference(
                OtherTitleNaming(title: values.optionalText("show") ?? "", year: try values.year("year")),
                part: OtherTitlePart(place: place, title: values.optionalText("title"), imdbID: values.optionalText("imdbid"), tmdbID: values.optionalText("tmdbid"))
            )
        }
        var rating = try values.rating10("rating10")
        if rating == nil { rating = try values.stars("rating") }
        let event: HistoryRecord.Event
        if let day = try values.day("watcheddate") {
            event = .watched(on: day, rating: rating, review: nil)
        } else if let rating {
            event = .rated(on: try values.day("rateddate"), rating: rating)
        } else {
            event = .listed(on: nil)
        }
        return OtherHistoryRecord(location: values.location, title: title, event: event)
    }
}
