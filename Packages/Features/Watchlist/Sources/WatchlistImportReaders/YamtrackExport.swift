import WatchlistInterface

/// Yamtrack's CSV export (Settings → Import / Export → Export CSV), one file whose rows are
/// items by `media_type`, with their id at their `source` (TMDB for films and shows). The
/// header since 2025 is `media_id,source,media_type,title,image,season_number,
/// episode_number,score,status,notes,start_date,end_date,progress,created_at,progressed_at`
/// (every field quoted, times `2025-09-10 17:18:03+00:00`); the 2024 one has no `source` and
/// gives an episode's play in `watch_date`. Columns are found by name, so all read alike.
///
/// - `movie`: a row per time it was tracked. *Completed* with an `end_date` is a viewing that
///   day, with its `score` (0 to 10, rounded) and `notes`; *Planning*, *In progress* and
///   *Paused* put it on the list (on `created_at`); one completed with no date is its score
///   alone (never a viewing), or skipped with none; one dropped is skipped.
/// - `episode`: a row per play, on `end_date`: a rewatch is another row. `title` and the
///   numbers are the show's, and `media_id` the show's TMDB id, so episodes are matched by the
///   show's exact title and the numbers.
/// - `tv`: its `score` rates the show. Its progress, and the `season` rows, sum up the
///   episodes' rows, so they are not read: they would count twice.
/// - Anime, manga, games, books and comics are skipped.
enum YamtrackExport {
    static let service = "Yamtrack"
    private static let format = "a Yamtrack export"

    /// Whether a CSV header is Yamtrack's export.
    static func recognizes(header: [String]) -> Bool {
        ["media_id", "media_type", "title", "status"].allSatisfy(header.contains)
    }

    static func history(of table: CSVTable) throws(ArchiveFileError) -> ServiceHistory {
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        let optional = ["source", "season_number", "episode_number", "score", "notes", "end_date", "created_at", "progressed_at", "watch_date"]
        for row in try table.values(columns: ["media_id", "media_type", "title", "status"], optional: optional, format: format) {
            let source = row.text("source").lowercased()
            guard source.isEmpty || source == "tmdb" else {
                skipped.append(row.location)
                continue
            }
            switch row.text("media_type").lowercased() {
            case "movie":
                guard let event = try filmEvent(row) else {
                    skipped.append(row.location)
                    continue
                }
                let film = MovieReference(title: try row.title("title"), year: nil, tmdbID: try tmdbID(row))
                records.append(HistoryRecord(location: row.location, film: film, event: event))
            case "episode":
                var played = try row.dayOfTime("end_date")
                if played == nil { played = try row.dayOfTime("watch_date") }
                guard let day = played else {
                    skipped.append(row.location)
                    continue
                }
                guard let season = Int(row.text("season_number")), let number = Int(row.text("episode_number")),
                      (0...10_000).contains(season), (0...10_000).contains(number) else {
                    throw .invalidRow(row.location, reason: "an episode needs a season_number and an episode_number from 0 to 10000")
                }
                let episode = OtherTitleReference(OtherTitleNaming(title: try row.title("title")), part: OtherTitlePart(place: [season, number]))
                others.append(OtherHistoryRecord(location: row.location, title: episode, event: .watched(on: day, rating: nil, review: nil)))
            case "tv":
                var rated = try row.dayOfTime("progressed_at")
                if rated == nil { rated = try row.dayOfTime("created_at") }
                guard let rating = try score(row) else {
                    skipped.append(row.location)
                    continue
                }
                let show = OtherTitleReference(OtherTitleNaming(title: try row.title("title")))
                others.append(OtherHistoryRecord(location: row.location, title: show, event: .rated(on: rated, rating: rating)))
            default:
                skipped.append(row.location)
            }
        }
        return ServiceHistory(service: service, records: records, others: others, skipped: skipped)
    }

    /// A film row's viewing or place on the list; `nil` for one neither watched on a day nor
    /// meant to be watched.
    private static func filmEvent(_ row: RowValues) throws(ArchiveFileError) -> HistoryRecord.Event? {
        switch row.text("status").lowercased() {
        case "completed":
            guard let day = try row.dayOfTime("end_date") else {
                // Completed on no known day: only its score, when there is one, which is never a viewing.
                return try score(row).map { .rated(on: nil, rating: $0) }
            }
            return .watched(on: day, rating: try score(row), review: row.optionalText("notes"))
        case "planning", "in progress", "paused":
            return .listed(on: try row.dayOfTime("created_at"))
        case "dropped":
            return nil
        default:
            throw .invalidRow(row.location, reason: "\"\(row.text("status"))\" is not a status of Yamtrack's (Completed, In progress, Planning, Paused, Dropped)")
        }
    }

    /// The `score`, 0 to 10 in Yamtrack, as a rating from 1 to 10; `nil` when blank or 0.
    private static func score(_ row: RowValues) throws(ArchiveFileError) -> Int? {
        let value = row.text("score")
        guard !value.isEmpty else { return nil }
        guard let score = Double(value), score.isFinite, (0...10).contains(score) else {
            throw .invalidRow(row.location, reason: "\"\(value)\" in score is not a score from 0 to 10")
        }
        let rounded = Int(score.rounded())
        return rounded == 0 ? nil : rounded
    }

    private static func tmdbID(_ row: RowValues) throws(ArchiveFileError) -> String {
        let id = row.text("media_id")
        guard !id.isEmpty, id.allSatisfy(\.isASCIIDigit) else { throw .invalidRow(row.location, reason: "\"\(id)\" in media_id is not a TMDB id") }
        return id
    }
}
