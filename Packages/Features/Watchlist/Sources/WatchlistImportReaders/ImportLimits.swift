import WatchlistInterface

/// The longest values an imported row may hold: a title longer than any film's or episode's,
/// or a review longer than a long essay, is a damaged or hostile file, refused with its row
/// before anything is imported rather than stored.
enum ImportLimits {
    /// The most bytes of UTF-8 a title holds.
    static let titleBytes = 1_000
    /// The most bytes of UTF-8 a review holds.
    static let reviewBytes = 65_536

    /// Checks every row of `history`.
    /// - Throws: ``ArchiveFileError/invalidRow(_:reason:)`` for the first value too long.
    static func check(_ history: ServiceHistory) throws(ArchiveFileError) {
        for record in history.records {
            try check(record.film.title, "title", limit: titleBytes, at: record.location)
            if case .watched(_, _, let review?) = record.event { try check(review, "review", limit: reviewBytes, at: record.location) }
        }
        for record in history.others {
            try check(record.title.seriesTitle, "show's title", limit: titleBytes, at: record.location)
            if let title = record.title.episodeTitle { try check(title, "episode's title", limit: titleBytes, at: record.location) }
        }
    }

    private static func check(_ value: String, _ name: String, limit: Int, at location: SourceLocation) throws(ArchiveFileError) {
        let bytes = value.utf8.count
        guard bytes > limit else { return }
        throw .invalidRow(location, reason: "the \(name) is \(bytes) bytes long, more than any real one (at most \(limit))")
    }
}
