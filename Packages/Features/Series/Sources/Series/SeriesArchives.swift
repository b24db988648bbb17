import Foundation
import SeriesInterface
import WatchlistInterface
import JSONWriting

/// The profile's series in the lossless JSON export and its import (the `series` section,
/// written and read back through `service`), and the rows of other services' exports about
/// series and episodes, matched in `catalog` and restored through `service` the same way. The
/// CLI's film commands reach it through `SeriesAsOtherTitles`, and the web page's export and
/// import directly.
public struct SeriesArchives: OtherTitleArchiving {
    private let service: any SeriesService
    private let catalog: any SeriesCatalog
    private let now: @Sendable () -> Date

    /// The sections of `service`'s profile; other services' rows are matched in `catalog`,
    /// and a series first seen is followed at `now`.
    public init(service: any SeriesService, catalog: any SeriesCatalog, now: @escaping @Sendable () -> Date = { Date() }) {
        self.service = service
        self.catalog = catalog
        self.now = now
    }

    public func archive() async throws -> [String: JSONValue] {
        let archived = try await service.archive()
        return archived.isEmpty ? [:] : [SeriesArchiveJSON.key: try SeriesArchiveJSON.encode(archived)]
    }

    /// - Throws: ``SeriesArchiveError`` for a section that cannot be read; nothing of it is
    ///   imported then.
    public func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) async throws -> OtherImportSummary? {
        guard let section = sections[SeriesArchiveJSON.key] else { return nil }
        return Self.summary(of: try await service.restore(try SeriesArchiveJSON.decode(section, path: path), dryRun: dryRun))
    }

    public func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) async throws -> OtherHistoryImport? {
        var rows = SeriesHistoryImport(catalog: catalog, now: now())
        for record in records { try await rows.add(record) }
        let (archived, ratingsLeftOut) = rows.archived()
        let restored = try await service.restore(archived, dryRun: dryRun)
        return OtherHistoryImport(
            summary: Self.summary(of: restored),
            unmatched: rows.unmatched,
            leftOut: ratingsLeftOut == 0 ? [] : ["\(ratingsLeftOut) \(ratingsLeftOut == 1 ? "rating" : "ratings") of episodes with no viewing to carry them"],
            about: "series and episodes", correction: "an imdbID, or the show, season and episode"
        )
    }

    /// A reversal this feature cannot read (a client of the API may send any) takes nothing
    /// back: all it names is counted as changed since, and left.
    public func undoImport(_ imported: OtherImportSummary, dryRun: Bool) async throws -> OtherUndoSummary? {
        guard imported.kind == Self.kind else { return nil }
        guard let added = imported.reversal == .null ? [] : SeriesImportReversal.decode(imported.reversal) else {
            let named = imported.followed + imported.ratingsAdded + imported.viewingsAdded
            return OtherUndoSummary(kind: Self.kind, unfollowed: 0, kept: 0, ratingsRemoved: 0, viewingsRemoved: 0, changedSince: named)
        }
        let undone = try await service.takeBack(added, dryRun: dryRun)
        return OtherUndoSummary(
            kind: Self.kind, unfollowed: undone.unfollowed, kept: undone.kept, ratingsRemoved: undone.ratingsRemoved,
            viewingsRemoved: undone.viewingsRemoved, changedSince: undone.changedSince
        )
    }

    /// The kind of the summaries it writes.
    private static let kind = "series"

    /// What a restore did, with what it added as the reversal that takes it back.
    private static func summary(of restored: SeriesRestore) -> OtherImportSummary {
        OtherImportSummary(
            kind: kind, followed: restored.followed, ratingsAdded: restored.ratingsAdded, viewingsAdded: restored.viewingsAdded,
            reversal: restored.added.isEmpty ? .null : SeriesImportReversal.encode(restored.added)
        )
    }
}
