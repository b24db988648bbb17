import WatchlistInterface

/// IMDb's CSV exports (Your Ratings, and Your Watchlist or any list: ⋯ → Export), in both
/// layouts: the older one (`Const,Your Rating,Date Rated,Title,URL,Title Type,…` for
/// ratings; `Position,Const,Created,Modified,Description,Title,URL,Title Type,…` for lists)
/// and the one since 2024, with `Original Title` after `Title`, `Your Rating,Date Rated` at the
/// end of a list, and `Title Type` as display names (`Movie`, `TV Movie`). Columns are found
/// by name, so both read alike. Rows of series (`TV Series`, `TV Mini Series`) and episodes
/// (`TV Episode`: `Const` is the episode's own id and `Title` its own title; the show is not
/// in the row) go to the feature that tracks them; other rows (games, podcasts) are skipped.
enum IMDbExport {
    static let service = "IMDb"
    private static let format = "an IMDb export"
    /// The title types that are films, in both layouts.
    private static let filmTypes: Set<String> = ["movie", "tvmovie", "tv movie", "video", "short", "tvshort", "tv short"]
    /// The title types that are series as a whole, in both layouts.
    private static let seriesTypes: Set<String> = ["tvseries", "tv series", "tvminiseries", "tv mini series", "tv mini-series"]
    /// The title types that are episodes, in both layouts.
    private static let episodeTypes: Set<String> = ["tvepisode", "tv episode"]

    /// Whether a CSV header is an IMDb ratings or list export's.
    static func recognizes(header: [String]) -> Bool {
        header.contains("Const") && header.contains("Title") && (header.contains("Your Rating") || header.contains("Position"))
    }

    /// A ratings export's rows are ratings; a list's rows are films on the watchlist, with the
    /// rating too when the 2024 layout gives one.
    static func history(of table: CSVTable) throws(ArchiveFileError) -> ServiceHistory {
        let isList = table.header.contains("Position")
        let required = isList ? ["Const", "Created", "Title", "Title Type", "Year"] : ["Const", "Your Rating", "Date Rated", "Title", "Title Type", "Year"]
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        for row in try table.values(columns: required, optional: ["Your Rating", "Date Rated"], format: format) {
            let type = row.text("Title Type").lowercased()
            let isOther = seriesTypes.contains(type) || episodeTypes.contains(type)
            guard filmTypes.contains(type) || isOther else {
                skipped.append(row.location)
                continue
            }
            let imdbID = row.text("Const")
            guard imdbID.hasPrefix("tt"), imdbID.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }), imdbID.count > 2 else {
                throw .invalidRow(row.location, reason: "\"\(imdbID)\" is not an IMDb title id (tt…)")
            }
            if isOther {
                let title = episodeTypes.contains(type)
                    ? OtherTitleReference(OtherTitleNaming(title: ""), part: OtherTitlePart(title: try row.title("Title"), imdbID: imdbID))
                    : OtherTitleReference(OtherTitleNaming(title: try row.title("Title"), year: try row.year("Year"), imdbID: imdbID))
                if isList { others.append(OtherHistoryRecord(location: row.location, title: title, event: .listed(on: try row.day("Created")))) }
                if let rating = try row.rating10("Your Rating") {
                    others.append(OtherHistoryRecord(location: row.location, title: title, event: .rated(on: try row.requiredDay("Date Rated"), rating: rating)))
                } else if !isList {
                    throw .invalidRow(row.location, reason: "the Your Rating is empty")
                }
                continue
            }
            let film = MovieReference(title: try row.title("Title"), year: try row.year("Year"), imdbID: imdbID)
            if isList {
                records.append(HistoryRecord(location: row.location, film: film, event: .listed(on: try row.day("Created"))))
            }
            if let rating = try row.rating10("Your Rating") {
                records.append(HistoryRecord(location: row.location, film: film, event: .rated(on: try row.requiredDay("Date Rated"), rating: rating)))
            } else if !isList {
                throw .invalidRow(row.location, reason: "the Your Rating is empty")
            }
        }
        return ServiceHistory(service: service, records: records, others: others, skipped: skipped)
    }
}
