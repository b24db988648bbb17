import WatchlistInterface

/// What an imported row may hold: a title longer than any film's or episode's, a review
/// longer than a long essay, or a play after today is a damaged or hostile file, refused with
/// its row before anything is imported (films or episodes) rather than stored.
enum ImportLimits {
    /// The most bytes of UTF-8 a title holds.
    static let titleBytes = 1_000
    /// The most bytes of UTF-8 a review holds.
    static let reviewBytes = 65_536

    /// Checks every row of `history`, with `today` the last day a play may be on.
    /// - Throws: ``ArchiveFileError/invalidRow(_:reason:)`` for the first value too long, or
    ///   the first play after today.
    static func check(_ history: ServiceHistory, today: CalendarDay) throws(ArchiveFileError) {
        for record in history.records {
            try check(record.film.title, "title", limit: titleBytes, at: record.location)
            if case .watched(_, _, let review?) = record.event { try check(review, "review", limit: reviewBytes, at: record.location) }
            try check(record.event, today: today, at: record.location)
        }
        for record in history.others {
            try check(record.title.whole.title, "show's title", limit: titleBytes, at: record.location)
            if let title = record.title.part?.title { try check(title, "episode's title", limit: titleBytes, at: record.location) }
            try check(record.event, today: today, at: record.location)
        }
    }

    private static func check(_ event: HistoryRecord.Event, today: CalendarDay, at location: SourceLocation) throws(ArchiveFileError) {
        let played: CalendarDay? = switch event {
        case .watched(let day, _, _), .seen(let day): day
        case .listed, .rated: nil
        }
        guard let played, played > today else { return }
        throw .invalidRow(location, reason: "\(played) is after today (\(today))")
    }

    private static func check(_ value: String, _ name: String, limit: Int, at location: SourceLocation) throws(ArchiveFileError) {
        let bytes = value.utf8.count
        guard bytes > limit else { return }
        throw .invalidRow(location, reason: "the \(name) is \(bytes) bytes long, more than any real one (at most \(limit))")
    }
}
