import JSONWriting
import TerminalUI
import WatchlistInterface

/// One line of `history`: a film's viewing, or a viewing of another kind (an episode).
enum HistoryItem {
    case film(Viewing)
    case other(OtherViewing)

    var watchedOn: CalendarDay {
        switch self {
        case .film(let viewing): viewing.watchedOn
        case .other(let viewing): viewing.watchedOn
        }
    }

    /// Both lists, newest first; on one day, films before the others, each in its own order.
    static func merged(films: [Viewing], others: [OtherViewing]) -> [HistoryItem] {
        var items: [HistoryItem] = []
        items.reserveCapacity(films.count + others.count)
        var (film, other) = (films.startIndex, others.startIndex)
        while film < films.endIndex || other < others.endIndex {
            if other == others.endIndex || (film < films.endIndex && films[film].watchedOn >= others[other].watchedOn) {
                items.append(.film(films[film]))
                film += 1
            } else {
                items.append(.other(others[other]))
                other += 1
            }
        }
        return items
    }
}

/// Viewings as JSON for scripts: stable keys, `null` for missing values, days as `YYYY-MM-DD`.
/// Every item has `kind` (`film`, `episode`), and the keys the providers of other kinds add
/// (an episode's season, number and title), with the series' id and title as `id` and `title`.
enum HistoryJSON {
    /// One item with what the JSON says of it, read out of the item once: each field read of
    /// a ``HistoryItem`` itself copies the viewing it holds, ten copies an item.
    struct Row {
        let kind: String, id: String, title: String
        let year: Int?
        let watchedOn: CalendarDay
        let rating: Int?
        let review: String?
        let others: [OtherField]

        init(_ item: HistoryItem) {
            switch item {
            case .film(let viewing):
                (kind, id, title, year, watchedOn, rating, review, others) =
                    ("film", viewing.movieID.description, viewing.title, viewing.year, viewing.watchedOn, viewing.rating, viewing.review, [])
            case .other(let viewing):
                (kind, id, title, year, watchedOn, rating, review, others) =
                    (viewing.kind, viewing.id, viewing.title, nil, viewing.watchedOn, viewing.rating, nil, viewing.fields)
            }
        }
    }

    private static let fields: [JSONListWriter<Row>.Field] = [
        .init("kind") { .string($0.kind) },
        .init("id") { .string($0.id) },
        .init("title") { .string($0.title) },
        .init("year") { .integer($0.year) },
        .init("watchedOn") { .string($0.watchedOn.description) },
        .init("rating") { .integer($0.rating) },
        .init("review") { .string($0.review) },
    ]

    /// `items`, each with the film's keys and `keys`, those of the other kinds' providers, as
    /// UTF-8 to write out as is.
    static func encode(_ items: [HistoryItem], keys: [String]) -> [UInt8] {
        let others = keys.map { key in
            JSONListWriter<Row>.Field(key) { row in row.others.first { $0.key == key }?.value ?? .null }
        }
        return JSONListWriter(fields: fields + others).bytes(items.lazy.map(Row.init))
    }
}

/// Viewings as a table for people; an episode's title is its series' with its code and title.
enum HistoryTable {
    static func make(_ items: [HistoryItem]) -> TextTable {
        TextTable(
            columns: [.init("Watched"), .init("ID"), .init("Title"), .init("Year", alignment: .right), .init("Rating", alignment: .right), .init("Review")],
            rows: items.map { item in
                switch item {
                case .film(let viewing):
                    [
                        viewing.watchedOn.description,
                        viewing.movieID.description,
                        viewing.title,
                        viewing.year.map(String.init) ?? "—",
                        viewing.rating.map { "\($0)/10" } ?? "—",
                        viewing.review.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? "",
                    ]
                case .other(let viewing):
                    [
                        viewing.watchedOn.description,
                        viewing.id,
                        [viewing.title, viewing.detail].compactMap { $0 }.joined(separator: " "),
                        "—",
                        viewing.rating.map { "\($0)/10" } ?? "—",
                        "",
                    ]
                }
            }
        )
    }
}
