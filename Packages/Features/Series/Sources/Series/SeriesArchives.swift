import SeriesInterface
import WatchlistInterface
import JSONWriting

/// The profile's series in the lossless JSON export and its import: the `series` section,
/// written and read back through `service`. The CLI's film commands reach it through
/// `SeriesBesideFilms`, and the web page's export and import directly.
public struct SeriesArchives: OtherTitleArchiving {
    private let service: any SeriesService

    /// The sections of `service`'s profile.
    public init(service: any SeriesService) {
        self.service = service
    }

    public func archive() async throws -> [String: JSONValue] {
        let archived = try await service.archive()
        return archived.isEmpty ? [:] : [SeriesArchiveJSON.key: try SeriesArchiveJSON.encode(archived)]
    }

    /// - Throws: ``SeriesArchiveError`` for a section that cannot be read; nothing of it is
    ///   imported then.
    public func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) async throws -> OtherImportSummary? {
        guard let section = sections[SeriesArchiveJSON.key] else { return nil }
        let restored = try await service.restore(try SeriesArchiveJSON.decode(section, path: path), dryRun: dryRun)
        return OtherImportSummary(kind: "series", followed: restored.followed, viewingsAdded: restored.viewingsAdded)
    }
}
