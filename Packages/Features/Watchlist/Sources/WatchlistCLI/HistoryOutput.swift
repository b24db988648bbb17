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
    private static let fields: [JSONListWriter<HistoryItem>.Field] = [
        .init("kind") { item in
            switch item {
            case .film: .string("film")
            case .other(let viewing): .string(viewing.kind)
            }
        },
        .init("id") { item in
            switch item {
            case .film(let viewing): .string(viewing.movieID.description)
            case .other(let viewing): .string(viewing.id)
            }
        },
        .init("title") { item in
            switch item {
            case .film(let viewing): .string(viewing.title)
            case .other(let viewing): .string(viewing.title)
            }
        },
        .init("year") { item in
            guard case .film(let viewing) = item else { return .null }
            return .integer(viewing.year)
        },
        .init("watchedOn") { .string($0.watchedOn.description) },
        .init("rating") { item in
            switch item {
            case .film(let viewing): .integer(viewing.rating)
            case .other(let viewing): .integer(viewing.rating)
            }
        },
        .init("review") { item in
            guard case .film(let viewing) = item else { return .null }
            return .string(viewing.review)
        },
    ]

    /// `items`, each with the film's keys and `keys`, those of the other kinds' providers.
    static func encode(_ items: [HistoryItem], keys: [String]) -> String {
        let others = keys.map { key in
            JSONListWriter<HistoryItem>.Field(key) { item in
                guard case .other(let viewing) = item else { return .null }
                return viewing.fields.first { $0.key == key }?.value ?? .null
            }
        }
        return JSONListWriter(fields: fields + others).encode(items)
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
