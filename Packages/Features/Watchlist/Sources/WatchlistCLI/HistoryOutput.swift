import JSONWriting
import TerminalUI
import WatchlistInterface

/// The lines of `history`: the films' viewings and those of other kinds (episodes), merged
/// newest first. Each line points into its list rather than holding a copy: a heavy user's
/// history has hundreds of thousands of lines, and every copy of a viewing retains its strings
/// (copies were a quarter of `history --json`'s time, measured with perf).
struct History: Sendable {
    /// Where one line's viewing is: its index in ``films`` or in ``others``.
    enum Line: Hashable, Sendable {
        case film(Int)
        case other(Int)
    }

    let films: [Viewing]
    let others: [OtherViewing]
    /// Both lists, newest first; on one day, films before the others, each in its own order.
    let lines: [Line]

    init(films: [Viewing], others: [OtherViewing]) {
        self.films = films
        self.others = others
        var lines: [Line] = []
        lines.reserveCapacity(films.count + others.count)
        var (film, other) = (films.startIndex, others.startIndex)
        while film < films.endIndex || other < others.endIndex {
            if other == others.endIndex || (film < films.endIndex && films[film].watchedOn >= others[other].watchedOn) {
                lines.append(.film(film))
                film += 1
            } else {
                lines.append(.other(other))
                other += 1
            }
        }
        self.lines = lines
    }
}

/// Viewings as JSON for scripts: stable keys, `null` for missing values, days as `YYYY-MM-DD`.
/// Every item has `kind` (`film`, `episode`), and the keys the providers of other kinds add
/// (an episode's season, number and title), with the series' id and title as `id` and `title`.
enum HistoryJSON {
    /// `history`'s lines, each with the film's keys and `keys`, those of the other kinds'
    /// providers, as UTF-8 handed to `write` a megabyte at a time as it is made.
    static func write(_ history: History, keys: [String], to write: ([UInt8]) -> Void) {
        // Each value is read where its viewing lies: passed to a function, a viewing was
        // copied whole for each of its fields.
        let (films, others) = (history.films, history.others)
        let fields: [JSONListWriter<History.Line>.Field] = [
            .init("kind") { line in
                switch line {
                case .film: .string("film")
                case .other(let index): .string(others[index].kind)
                }
            },
            .init("id") { line in
                switch line {
                case .film(let index): .string(films[index].movieID.description)
                case .other(let index): .string(others[index].id)
                }
            },
            .init("title") { line in
                switch line {
                case .film(let index): .string(films[index].title)
                case .other(let index): .string(others[index].title)
                }
            },
            .init("year") { line in
                switch line {
                case .film(let index): .integer(films[index].year)
                case .other: .null
                }
            },
            .init("watchedOn") { line in
                switch line {
                case .film(let index): .string(films[index].watchedOn.description)
                case .other(let index): .string(others[index].watchedOn.description)
                }
            },
            .init("rating") { line in
                switch line {
                case .film(let index): .integer(films[index].rating)
                case .other(let index): .integer(others[index].rating)
                }
            },
            .init("review") { line in
                switch line {
                case .film(let index): .string(films[index].review)
                case .other: .null
                }
            },
        ] + keys.map { key in
            .init(key) { line in
                guard case .other(let index) = line else { return .null }
                return others[index].fields.first { $0.key == key }?.value ?? .null
            }
        }
        JSONListWriter(fields: fields).write(history.lines, to: write)
    }
}

/// Viewings as a table for people; an episode's title is its series' with its code and title.
enum HistoryTable {
    static func make(_ history: History) -> TextTable {
        TextTable(
            columns: [.init("Watched"), .init("ID"), .init("Title"), .init("Year", alignment: .right), .init("Rating", alignment: .right), .init("Review")],
            rows: history.lines.map { line in
                switch line {
                case .film(let index):
                    let viewing = history.films[index]
                    return [
                        viewing.watchedOn.description,
                        viewing.movieID.description,
                        viewing.title,
                        viewing.year.map(String.init) ?? "—",
                        viewing.rating.map { "\($0)/10" } ?? "—",
                        viewing.review.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? "",
                    ]
                case .other(let index):
                    let viewing = history.others[index]
                    return [
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
