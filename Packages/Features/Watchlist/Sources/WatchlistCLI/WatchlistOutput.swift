import JSONWriting
import TerminalUI
import WatchlistInterface

/// The list as JSON for scripts: stable keys, `null` for missing values, ISO-8601 dates
/// (days as `YYYY-MM-DD`).
enum WatchlistJSON {
    private static let writer = JSONListWriter<WatchlistEntry>(fields: [
        .init("kind") { _ in .string("film") },
        .init("id") { .string($0.movieID.description) },
        .init("title") { .string($0.title) },
        .init("year") { .integer($0.year) },
        .init("watched") { .boolean($0.isWatched) },
        .init("viewings") { .integer($0.viewingCount) },
        .init("lastWatched") { .string($0.lastWatchedOn?.description) },
        .init("rating") { .integer($0.rating) },
        .init("added") { .string(UTCTimestamp.dateTime($0.addedAt)) },
        .init("note") { .string($0.note) },
    ])

    static func encode(_ entries: [WatchlistEntry], others: [OtherListEntry] = []) -> String {
        guard !others.isEmpty else { return writer.encode(entries) }
        let kinds = OtherKinds(others).map { $0.writer().bytes($0.entries) }
        return String(decoding: JSONListWriter<WatchlistEntry>.joined([writer.bytes(entries)] + kinds), as: UTF8.self)
    }
}

/// Followed titles of other kinds, each kind's together in the providers' order, each with the
/// columns and keys its provider gives.
struct OtherKinds: Sequence {
    /// The entries of one kind.
    struct Kind {
        let entries: [OtherListEntry]

        /// Their keys: the title's, and those of the provider's first entry.
        func writer() -> JSONListWriter<OtherListEntry> {
            let own = (entries.first?.fields ?? []).map(\.key).map { key in
                JSONListWriter<OtherListEntry>.Field(key) { entry in entry.fields.first { $0.key == key }?.value ?? .null }
            }
            return JSONListWriter(fields: [
                .init("kind") { .string($0.kind) },
                .init("id") { .string($0.id) },
                .init("title") { .string($0.title) },
                .init("startYear") { .integer($0.startYear) },
                .init("endYear") { .integer($0.endYear) },
            ] + own)
        }

        /// A table of their titles and years, then the provider's columns.
        func table() -> TextTable {
            let headings = (entries.first?.progress ?? []).map { TextTable.Column($0.heading, alignment: $0.isNumeric ? .right : .left) }
            return TextTable(
                columns: [.init("ID"), .init(Self.heading(entries.first?.kind ?? "")), .init("Years")] + headings,
                rows: entries.map { entry in
                    let years = entry.startYear.map { start in entry.endYear.map { $0 == start ? "\(start)" : "\(start)–\($0)" } ?? "\(start)–" } ?? "—"
                    return [entry.id, entry.title, years] + entry.progress.map(\.value)
                }
            )
        }

        /// `Series` for the kind `series`.
        private static func heading(_ kind: String) -> String {
            kind.prefix(1).uppercased() + kind.dropFirst()
        }
    }

    private let kinds: [Kind]

    /// `entries`, grouped by kind in the order each kind first appears.
    init(_ entries: [OtherListEntry]) {
        var order: [String] = []
        var byKind: [String: [OtherListEntry]] = [:]
        for entry in entries {
            if byKind[entry.kind] == nil { order.append(entry.kind) }
            byKind[entry.kind, default: []].append(entry)
        }
        kinds = order.map { Kind(entries: byKind[$0] ?? []) }
    }

    func makeIterator() -> IndexingIterator<[Kind]> {
        kinds.makeIterator()
    }
}

/// The list as a table for people.
enum WatchlistTable {
    static func make(_ entries: [WatchlistEntry]) -> TextTable {
        TextTable(
            columns: [
                .init("ID"), .init("Title"), .init("Year", alignment: .right), .init("Watched"), .init("Times", alignment: .right),
                .init("Rating", alignment: .right), .init("Added"),
            ],
            rows: entries.map { entry in
                [
                    entry.movieID.description,
                    entry.title,
                    entry.year.map(String.init) ?? "—",
                    entry.lastWatchedOn?.description ?? "no",
                    entry.viewingCount > 0 ? String(entry.viewingCount) : "—",
                    entry.rating.map { "\($0)/10" } ?? "—",
                    UTCTimestamp.day(entry.addedAt),
                ]
            }
        )
    }
}
