import TerminalUI
import WatchlistInterface

/// `import --online`: the titles of other kinds an export names only by TheTVDB's id (TV
/// Time's, Simkl's) are given their IMDb id by an online source, each asked once, so that they
/// are matched by id before their name. A title the source does not know keeps its name and
/// numbers.
struct TitleIDResolution {
    /// The rows, each naming its whole title by IMDb id where the source knew it.
    let records: [OtherHistoryRecord]
    /// How many titles were asked about, and how many the source knew.
    let asked: Int, known: Int

    /// Asks `lookup` about the whole titles of `records` that have a TheTVDB id and no IMDb id.
    static func resolve(_ records: [OtherHistoryRecord], with lookup: any TitleIDLookup, display: ProgressDisplay) async throws -> TitleIDResolution {
        var wanted: [String] = []
        var seen: Set<String> = []
        for record in records where record.title.whole.imdbID == nil {
            if let id = record.title.whole.tvdbID, seen.insert(id).inserted { wanted.append(id) }
        }
        var found: [String: String] = [:]
        for (index, id) in wanted.enumerated() {
            display.update(stage: "Asking \(lookup.name) for IMDb ids", fraction: Double(index) / Double(wanted.count), count: Int64(index))
            found[id] = try await lookup.imdbID(ofTVDBID: id)
        }
        let resolved = records.map { record -> OtherHistoryRecord in
            guard record.title.whole.imdbID == nil, let id = record.title.whole.tvdbID.flatMap({ found[$0] }) else { return record }
            return OtherHistoryRecord(location: record.location, title: record.title.naming(wholeID: id), event: record.event)
        }
        return TitleIDResolution(records: resolved, asked: wanted.count, known: found.count)
    }
}
