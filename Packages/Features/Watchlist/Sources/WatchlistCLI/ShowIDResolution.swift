import TerminalUI
import WatchlistInterface

/// `import --online`: the shows an export names only by TheTVDB's id (TV Time's, Simkl's) are
/// given their IMDb id by an online source, each asked once, so that they are matched by id
/// before their title. A show the source does not know keeps its title and numbers.
struct ShowIDResolution {
    /// The rows, each naming its show by IMDb id where the source knew it.
    let records: [OtherHistoryRecord]
    /// How many shows were asked about, and how many the source knew.
    let asked: Int, known: Int

    /// Asks `lookup` about the shows of `records` that have a TheTVDB id and no IMDb id.
    static func resolve(_ records: [OtherHistoryRecord], with lookup: any ShowIDLookup, display: ProgressDisplay) async throws -> ShowIDResolution {
        var wanted: [String] = []
        var seen: Set<String> = []
        for record in records where record.title.seriesID == nil {
            if let id = record.title.seriesTVDBID, seen.insert(id).inserted { wanted.append(id) }
        }
        var found: [String: String] = [:]
        for (index, id) in wanted.enumerated() {
            display.update(stage: "Asking \(lookup.name) for shows' IMDb ids", fraction: Double(index) / Double(wanted.count), count: Int64(index))
            found[id] = try await lookup.imdbID(ofShowWithTVDBID: id)
        }
        let resolved = records.map { record -> OtherHistoryRecord in
            guard record.title.seriesID == nil, let id = record.title.seriesTVDBID.flatMap({ found[$0] }) else { return record }
            return OtherHistoryRecord(location: record.location, title: record.title.naming(showID: id), event: record.event)
        }
        return ShowIDResolution(records: resolved, asked: wanted.count, known: found.count)
    }
}
