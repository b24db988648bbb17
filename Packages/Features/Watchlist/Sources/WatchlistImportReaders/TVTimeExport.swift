import Foundation
import WatchlistInterface

/// TV Time's data export (the zip TV Time sent on request, unpacked with the password of its
/// second mail, or its folder): a CSV file a table of TV Time's, whose columns change order and
/// number between exports, so every column is found by name. Shows and episodes are known by
/// TheTVDB's ids and TV Time's names (`Doctor Who (2005)`), films by their name and release
/// date only. All times are `2021-06-22 11:22:30`, UTC. Those read:
///
/// - `tracking-prod-records-v2.csv`: a play of an episode a row whose `key` or `gsi` starts
///   with `watch-episode-` (or `rewatch-episode-`), on `created_at`, with `series_name`,
///   `season_number` or `s_no`, `episode_number` or `ep_no`, and TheTVDB's `episode_id` or
///   `ep_id`; a rewatch is another row;
/// - `tracking-prod-records.csv`: films (`entity_type` `movie`: `type` `watch` a viewing,
///   `towatch` or `follow` on the list) and, when the file above is missing, plays of episodes
///   (`entity_type` `episode`, on `watch_date`, in seconds);
/// - when neither has episodes, the oldest layouts: `seen_episode.csv` and
///   `watched_on_episode.csv` (`tv_show_name`, `episode_season_number`, `episode_number`);
/// - `followed_tv_show.csv`: the shows followed (`active` 1), by `tv_show_name`.
///
/// Not kept: comments, emotions and votes (TV Time's votes are no score), and custom lists.
/// Episodes marked watched in bulk (a whole season at once) are in no file of the export.
enum TVTimeExport {
    static let service = "TV Time"
    private static let format = "a TV Time export file"
    static let fileNames = [
        "tracking-prod-records-v2.csv", "tracking-prod-records.csv", "seen_episode.csv", "watched_on_episode.csv", "followed_tv_show.csv",
    ]

    /// Whether a file's name is one of those read, in any of the spellings exports use
    /// (`tracking_prod_records_v2.csv`): letters and digits compared, case aside.
    static func kind(ofFileNamed name: String) -> String? {
        let key = Self.key(name)
        return fileNames.first { Self.key($0) == key }
    }

    /// Whether a CSV header is one of the files read.
    static func recognizes(header: [String]) -> Bool {
        kind(ofHeader: header) != nil
    }

    /// What else an export may hold, by words in its files' names, as the summary names it.
    private static let notKept = [("comment", "comments"), ("emotion", "emotions"), ("vote", "votes"), ("lists", "custom lists")]

    /// The films, episodes and shows of the files, by their kind; `names` are the names of
    /// all the export's files, to say what it holds that is not kept.
    static func history(of files: [ExportFiles.File], besides names: [String]) throws(ArchiveFileError) -> ServiceHistory {
        var tables: [String: CSVTable] = [:]
        for file in files {
            let table = try CSVTable(try file.read(), file: file.displayName)
            guard let kind = kind(ofFileNamed: file.name) ?? kind(ofHeader: table.header) else { continue }
            tables[kind] = table
        }
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        if let table = tables["tracking-prod-records-v2.csv"] {
            for row in try table.values(columns: [], optional: ["key", "gsi", "series_name", "season_number", "s_no", "episode_number", "ep_no", "episode_id", "ep_id", "s_id", "created_at"], format: format) {
                let kind = row.text("key").isEmpty ? row.text("gsi") : row.text("key")
                // The other rows sum up a show (`user-series-…`) or everything (`tracking-stats`).
                guard kind.hasPrefix("watch-episode-") || kind.hasPrefix("rewatch-episode-") || row.text("gsi").hasPrefix("watch-episode-") else { continue }
                others.append(try play(row, show: "series_name", season: ["season_number", "s_no"], episode: ["episode_number", "ep_no"], tvdb: ["episode_id", "ep_id"], showTVDB: "s_id", day: try row.requiredDayOfTime("created_at")))
            }
        }
        if let table = tables["tracking-prod-records.csv"] {
            let readEpisodes = tables["tracking-prod-records-v2.csv"] == nil
            for row in try table.values(columns: ["entity_type", "type"], optional: ["movie_name", "release_date", "created_at", "watch_date", "series_name", "season_number", "episode_number", "episode_id", "series_id"], format: format) {
                switch (row.text("entity_type"), row.text("type")) {
                case ("movie", "watch"):
                    records.append(HistoryRecord(location: row.location, film: try film(row), event: .watched(on: try watchDay(row), rating: nil, review: nil)))
                case ("movie", "towatch"), ("movie", "follow"):
                    records.append(HistoryRecord(location: row.location, film: try film(row), event: .listed(on: try row.dayOfTime("created_at"))))
                case ("episode", "watch") where readEpisodes:
                    others.append(try play(row, show: "series_name", season: ["season_number"], episode: ["episode_number"], tvdb: ["episode_id"], showTVDB: "series_id", day: try watchDay(row)))
                case ("episode", _):
                    // Read from the newer file.
                    continue
                case (_, let type) where type.isEmpty || type.hasPrefix("count-") || type == "time-count":
                    // Rows that sum others up.
                    continue
                default:
                    skipped.append(row.location)
                }
            }
        }
        if tables["tracking-prod-records-v2.csv"] == nil, tables["tracking-prod-records.csv"] == nil {
            for name in ["seen_episode.csv", "watched_on_episode.csv"] {
                guard let table = tables[name] else { continue }
                for row in try table.values(columns: ["tv_show_name", "episode_season_number", "episode_number"], optional: ["episode_id", "tv_show_id", "created_at", "updated_at"], format: format) {
                    var day = try row.dayOfTime("created_at")
                    if day == nil { day = try row.dayOfTime("updated_at") }
                    guard let day else { throw .invalidRow(row.location, reason: "the created_at is empty") }
                    others.append(try play(row, show: "tv_show_name", season: ["episode_season_number"], episode: ["episode_number"], tvdb: ["episode_id"], showTVDB: "tv_show_id", day: day))
                }
            }
        }
        if let table = tables["followed_tv_show.csv"] {
            for row in try table.values(columns: ["tv_show_name"], optional: ["active", "tv_show_id", "created_at"], format: format) {
                guard row.text("active") != "0" else { continue }
                let (title, year) = try show(row, column: "tv_show_name")
                let series = OtherTitleReference(OtherTitleNaming(title: title, year: year, tvdbID: tvdbID(row, "tv_show_id")))
                others.append(OtherHistoryRecord(location: row.location, title: series, event: .listed(on: try row.dayOfTime("created_at"))))
            }
        }
        let leftOut = notKept.compactMap { word, what -> String? in
            let held = names.filter { $0.lowercased().contains(word) && $0.lowercased().hasSuffix(".csv") }.sorted()
            return held.isEmpty ? nil : "\(what) (\(held.joined(separator: ", ")))"
        }
        return ServiceHistory(service: service, records: records, others: others, skipped: skipped, leftOut: leftOut)
    }

    /// A play of an episode: the show's name, its numbers, and TheTVDB's ids of the episode and
    /// of the show, on `day`.
    private static func play(
        _ row: RowValues, show: String, season: [String], episode: [String], tvdb: [String], showTVDB: String, day: CalendarDay
    ) throws(ArchiveFileError) -> OtherHistoryRecord {
        let (title, year) = try self.show(row, column: show)
        let seasonText = season.lazy.map(row.text).first { !$0.isEmpty } ?? ""
        let episodeText = episode.lazy.map(row.text).first { !$0.isEmpty } ?? ""
        guard let seasonNumber = Int(seasonText), let number = Int(episodeText), (0...10_000).contains(seasonNumber), (0...10_000).contains(number) else {
            throw .invalidRow(row.location, reason: "the episode has no season and episode number from 0 to 10000 (\(season[0]) \"\(seasonText)\", \(episode[0]) \"\(episodeText)\")")
        }
        let reference = OtherTitleReference(
            OtherTitleNaming(title: title, year: year, tvdbID: tvdbID(row, showTVDB)),
            part: OtherTitlePart(place: [seasonNumber, number], tvdbID: tvdb.lazy.map(row.text).first { !$0.isEmpty })
        )
        return OtherHistoryRecord(location: row.location, title: reference, event: .watched(on: day, rating: nil, review: nil))
    }

    /// TheTVDB's id in `column`: digits, else none.
    private static func tvdbID(_ row: RowValues, _ column: String) -> String? {
        let text = row.text(column)
        return !text.isEmpty && text.allSatisfy(\.isASCIIDigit) ? text : nil
    }

    /// A show's name as TV Time writes it, with the year it gives some (`Doctor Who (2005)`).
    private static func show(_ row: RowValues, column: String) throws(ArchiveFileError) -> (String, Int?) {
        let name = try row.title(column)
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "("),
              let year = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]), (1900...2100).contains(year) else { return (name, nil) }
        let title = name[..<open].trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? (name, nil) : (title, year)
    }

    /// A film: its name, and the year of `release_date` unless TV Time zeroed it.
    private static func film(_ row: RowValues) throws(ArchiveFileError) -> MovieReference {
        let release = row.text("release_date")
        let year = Int(release.prefix(4)).flatMap { (1800...9999).contains($0) ? $0 : nil }
        return MovieReference(title: try row.title("movie_name"), year: year)
    }

    /// The day of a play: `watch_date` in seconds since 1970 when given, else `created_at`.
    private static func watchDay(_ row: RowValues) throws(ArchiveFileError) -> CalendarDay {
        if let seconds = Double(row.text("watch_date")), seconds > 0 {
            return CalendarDay(containing: Date(timeIntervalSince1970: seconds))
        }
        return try row.requiredDayOfTime("created_at")
    }

    private static func kind(ofHeader header: [String]) -> String? {
        if header.contains("series_name"), header.contains("gsi") || header.contains("s_id") { return "tracking-prod-records-v2.csv" }
        if header.contains("entity_type"), header.contains("type-uuid-n") { return "tracking-prod-records.csv" }
        if header.contains("tv_show_name"), header.contains("episode_season_number") { return "seen_episode.csv" }
        if header.contains("tv_show_id"), header.contains("active") { return "followed_tv_show.csv" }
        return nil
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
