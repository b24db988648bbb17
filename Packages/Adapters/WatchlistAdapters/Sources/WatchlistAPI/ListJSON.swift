import APIContract
import JSONWriting
import WatchlistInterface

/// The two long answers, a list and a history, written straight into bytes: exactly what
/// ``APIJSON/encoder()`` writes for `[EntryDocument]` and `[ViewingDocument]`, in a fraction
/// of the time. `JSONEncoder` boxes every value and formats every date through Foundation;
/// for a list of 1,000 films that was nine tenths of the server's time on `GET /v1/list`.
public enum ListJSON {
    private static let entries = JSONListWriter<WatchlistEntry>(fields: [
        .init("id") { .string($0.movieID.description) },
        .init("title") { .string($0.title) },
        .init("year") { .integer($0.year) },
        .init("note") { .string($0.note) },
        .init("added") { .string(UTCTimestamp.dateTimeWithMilliseconds($0.addedAt)) },
        .init("viewings") { .integer($0.viewingCount) },
        .init("lastWatched") { .string($0.lastWatchedOn?.description) },
        .init("rating") { .integer($0.rating) },
    ], layout: .compact)

    private static let viewings = JSONListWriter<Viewing>(fields: [
        .init("id") { .string($0.movieID.description) },
        .init("title") { .string($0.title) },
        .init("year") { .integer($0.year) },
        .init("watched") { .string($0.watchedOn.description) },
        .init("rating") { .integer($0.rating) },
        .init("review") { .string($0.review) },
    ], layout: .compact)

    /// `GET /v1/list`'s body.
    public static func encode(_ list: [WatchlistEntry]) -> [UInt8] {
        entries.bytes(list)
    }

    /// `GET /v1/history`'s body.
    public static func encode(_ history: [Viewing]) -> [UInt8] {
        viewings.bytes(history)
    }
}
