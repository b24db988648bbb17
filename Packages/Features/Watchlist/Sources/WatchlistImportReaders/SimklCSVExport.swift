import WatchlistInterface

/// Simkl's CSV backup (Settings → Download backup, CSV), one row a title:
/// `SIMKL_ID,Title,Type,Year,Watchlist,LastEpWatched,WatchedDate,Rating,Memo,TVDB,TMDB,IMDB`.
/// Columns are found by name in any case and order, and the ids' columns by either of the
/// names Simkl uses (`IMDB` or `IMDB_ID`, `TVDB` or `TVDB_ID`, `TMDB` or `TMDB_ID`). The rules
/// are those of its JSON backup (``SimklExport``):
///
/// - `Type` is `movie`, `tv` (or `tv show`, `show`) or `anime`; anime is skipped, as Simkl numbers
///   its episodes its own way.
/// - A film `completed` (or with an empty `Watchlist`, the backup's default) is a viewing on
///   `WatchedDate` with its `Rating`; with no date it is the rating alone (never a viewing), or
///   skipped with none. `plantowatch` (`plan to watch`), `watching` and `hold` (`on hold`) put it
///   on the list; `dropped` and `notinteresting` are skipped.
/// - A show's `Rating` rates the show, on `WatchedDate`. `LastEpWatched` (`S01E03`, `s01e03`, or a
///   number, which is an episode of season 1) is the last episode watched: a viewing on
///   `WatchedDate`. The episodes before it have no day in the file, so, as in the JSON backup
///   without `episode_watched_at`, they are not viewings; the summary says how many shows had them.
/// - `WatchedDate` is a day or a time as Simkl writes them: `2024-03-01`, `2024-03-01 20:15:00`,
///   `2024-03-01T20:15:00Z`, or `01/03/2024`, day first as Simkl's CSV importer reads it (month
///   first only when the first number cannot be a month's day, 03/25/2024).
/// - A `Memo` is not kept.
enum SimklCSVExport {
    static let service = "Simkl"
    private static let format = "a Simkl CSV export"
    private static let columns: [String: [String]] = [
        "title": ["title"], "type": ["type"], "year": ["year"], "watchlist": ["watchlist"], "lastepwatched": ["lastepwatched"],
        "watcheddate": ["watcheddate"], "rating": ["rating"], "memo": ["memo"], "imdb": ["imdb", "imdb_id"], "tmdb": ["tmdb", "tmdb_id"],
        "tvdb": ["tvdb", "tvdb_id"],
    ]

    /// Whether a CSV header is Simkl's: its `SIMKL_ID` column, or its `LastEpWatched` and
    /// `Watchlist` columns together, which no other service writes.
    static func recognizes(header: [String]) -> Bool {
        let names = Set(header.map { $0.lowercased() })
        return names.contains("simkl_id") || (names.contains("lastepwatched") && names.contains("watchlist"))
    }

    static func history(of table: CSVTable) throws(ArchiveFileError) -> ServiceHistory {
        let byLowerCase = Dictionary(table.header.enumerated().map { ($0.element.lowercased(), $0.offset) }, uniquingKeysWith: { first, _ in first })
        var indexes: [String: Int] = [:]
        for (key, names) in columns { indexes[key] = names.lazy.compactMap { byLowerCase[$0] }.first }
        guard indexes["title"] != nil, indexes["type"] != nil else {
            throw .notTheFormat(path: table.file, format: format, reason: "its header lacks Title or Type")
        }
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        var showsWithEarlierEpisodes = 0
        var memos = 0
        for row in table.rows {
            let values = RowValues(location: SourceLocation(file: table.file, position: row.line), fields: row.fields, columns: indexes)
            if values.optionalText("memo") != nil { memos += 1 }
            switch values.text("type").lowercased() {
            case "movie", "movies", "film":
                guard let event = try filmEvent(values) else {
                    skipped.append(values.location)
                    continue
                }
                let film = MovieReference(
                    title: try values.title("title"), year: try values.year("year"), imdbID: try values.imdbID("imdb"), tmdbID: try numericID("tmdb", values)
                )
                records.append(HistoryRecord(location: values.location, film: film, event: event))
            case "tv", "tv show", "tvshow", "show", "shows":
                let rows = try show(values)
                if rows.isEmpty { skipped.append(values.location) }
                if rows.contains(where: { $0.title.part?.place.contains { $0 > 1 } == true }) {
                    showsWithEarlierEpisodes += 1
                }
                others += rows
            case "anime":
                skipped.append(values.location)
            default:
                throw .invalidRow(values.location, reason: "\"\(values.text("type"))\" is not a Type of Simkl's (movie, tv, anime)")
            }
        }
        var leftOut: [String] = []
        if showsWithEarlierEpisodes > 0 {
            let shows = showsWithEarlierEpisodes == 1 ? "1 show's" : "\(showsWithEarlierEpisodes) shows'"
            leftOut.append("\(shows) episodes before the last watched, on days the CSV does not give")
        }
        if memos > 0 { leftOut.append("\(memos) \(memos == 1 ? "memo" : "memos")") }
        return ServiceHistory(service: service, records: records, others: others, skipped: skipped, leftOut: leftOut)
    }

    /// A film's viewing, rating or place on the list; `nil` for one dropped, or completed with
    /// neither a day nor a rating.
    private static func filmEvent(_ values: RowValues) throws(ArchiveFileError) -> HistoryRecord.Event? {
        let rating = try values.rating10("rating")
        switch try status(values) {
        case .completed:
            guard let day = try watchedDay(values) else { return rating.map { .rated(on: nil, rating: $0) } }
            return .watched(on: day, rating: rating, review: nil)
        case .planned:
            return .listed(on: nil)
        case .dropped:
            return nil
        }
    }

    /// A show's rating and its last episode watched, as the Series feature reads them.
    private static func show(_ values: RowValues) throws(ArchiveFileError) -> [OtherHistoryRecord] {
        let title = values.text("title")
        let imdbID = try values.imdbID("imdb")
        guard !title.isEmpty || imdbID != nil else { throw .invalidRow(values.location, reason: "the show has no Title and no IMDB id") }
        let year = try values.year("year")
        let tvdbID = try numericID("tvdb", values)
        guard try status(values) != .dropped else { return [] }
        let day = try watchedDay(values)
        var rows: [OtherHistoryRecord] = []
        if let rating = try values.rating10("rating") {
            let series = OtherTitleReference(OtherTitleNaming(title: title, year: year, imdbID: imdbID, tvdbID: tvdbID))
            rows.append(OtherHistoryRecord(location: values.location, title: series, event: .rated(on: day, rating: rating)))
        }
        if case let (season, number)? = try lastEpisode(values), let day {
            let episode = OtherTitleReference(
                OtherTitleNaming(title: title, year: year, imdbID: imdbID, tvdbID: tvdbID), part: OtherTitlePart(place: [season, number])
            )
            rows.append(OtherHistoryRecord(location: values.location, title: episode, event: .watched(on: day, rating: nil, review: nil)))
        }
        return rows
    }

    private enum Status {
        case completed, planned, dropped
    }

    /// The `Watchlist` column, in any case and spacing; empty is `completed`, the backup's default.
    private static func status(_ values: RowValues) throws(ArchiveFileError) -> Status {
        let text = values.text("watchlist")
        switch text.lowercased().filter({ $0.isLetter }) {
        case "", "completed", "watched": return .completed
        case "plantowatch", "watching", "hold", "onhold": return .planned
        case "dropped", "notinteresting": return .dropped
        default:
            throw .invalidRow(values.location, reason: "\"\(text)\" in Watchlist is not a status of Simkl's (completed, plantowatch, watching, hold, dropped)")
        }
    }

    /// `LastEpWatched` as a season and an episode: `S01E03`, `s1e3`, `S01 E03`, or a number,
    /// an episode of season 1; `nil` when blank.
    private static func lastEpisode(_ values: RowValues) throws(ArchiveFileError) -> (Int, Int)? {
        let text = values.text("lastepwatched")
        guard !text.isEmpty else { return nil }
        let compact = text.lowercased().filter { !$0.isWhitespace }
        let numbers: (Int, Int)?
        if compact.allSatisfy(\.isASCIIDigit) {
            numbers = Int(compact).map { (1, $0) }
        } else if compact.first == "s", let split = compact.firstIndex(of: "e"),
                  let season = Int(compact[compact.index(after: compact.startIndex)..<split]),
                  let episode = Int(compact[compact.index(after: split)...]) {
            numbers = (season, episode)
        } else {
            numbers = nil
        }
        guard let numbers, (0...10_000).contains(numbers.0), (1...10_000).contains(numbers.1) else {
            throw .invalidRow(values.location, reason: "\"\(text)\" in LastEpWatched is not an episode (S01E03, or a number)")
        }
        return numbers
    }

    /// `WatchedDate`'s day; `nil` when blank.
    private static func watchedDay(_ values: RowValues) throws(ArchiveFileError) -> CalendarDay? {
        let text = values.text("watcheddate")
        guard !text.isEmpty else { return nil }
        if let day = CalendarDay(parsing: text) ?? ServiceTime.day(of: text) ?? slashed(text) { return day }
        throw .invalidRow(values.location, reason: "\"\(text)\" in WatchedDate is not a date (2024-03-01, 2024-03-01 20:15:00 or 01/03/2024)")
    }

    /// `01/03/2024` as a day, day first; month first only when the first number is over 12.
    private static func slashed(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: " ", maxSplits: 1).first?.split(separator: "/").compactMap { Int($0) } ?? []
        guard parts.count == 3, (1800...9999).contains(parts[2]) else { return nil }
        let (day, month) = parts[1] > 12 ? (parts[1], parts[0]) : (parts[0], parts[1])
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return CalendarDay(parsing: "\(parts[2])-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)")
    }

    /// A TMDB or TVDB id, digits only; `nil` when blank.
    private static func numericID(_ column: String, _ values: RowValues) throws(ArchiveFileError) -> String? {
        guard let text = values.optionalText(column) else { return nil }
        guard text.count <= 12, text.allSatisfy(\.isASCIIDigit) else {
            throw .invalidRow(values.location, reason: "\"\(text)\" in \(column.uppercased()) is not a number")
        }
        return text
    }
}
