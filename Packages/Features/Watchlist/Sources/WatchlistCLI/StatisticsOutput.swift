import Foundation
import TerminalUI
import WatchlistInterface

/// Statistics for people (with small bar charts) and for scripts.
enum StatisticsOutput {
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func text(_ statistics: WatchlistStatistics, others: [OtherViewingTally]) -> String {
        var lines: [String] = []
        if let year = statistics.year {
            lines.append("In \(year): \(plural(statistics.watchedFilms, "film")) watched, \(plural(statistics.viewings, "viewing")).")
        } else {
            lines.append("\(plural(statistics.films, "film")) on your list, \(statistics.watchedFilms) watched; \(plural(statistics.viewings, "viewing")).")
        }
        let counted = others.filter { $0.viewings > 0 }
        for tally in counted {
            let names = tally.names
            lines.append("\(plural(tally.viewings, names.viewing, names.viewings)) of \(plural(tally.titles, names.title, names.titles)) watched" + hours(tally))
        }
        // With no film viewing, nothing below has anything to show; the other kinds' counted above are viewings too.
        guard statistics.viewings > 0 else { return (lines + (counted.isEmpty ? ["No viewings to count yet."] : [])).joined(separator: "\n") + "\n" }
        if statistics.year == nil {
            lines += ["", "Viewings per year"] + bars(statistics.viewingsPerYear.sorted { $0.key < $1.key }.map { (String($0.key), $0.value) })
        }
        if let year = statistics.monthsOfYear {
            lines += ["", "Viewings per month, \(year)"] + bars(zip(monthNames, statistics.viewingsPerMonth).map { ($0, $1) })
        }
        if let average = statistics.averageRating {
            lines += ["", "Ratings: \(plural(statistics.ratings, "rating")), average \(oneDecimal(average))"]
            lines += bars((1...10).reversed().map { (String($0), statistics.ratingCounts[$0 - 1]) })
        } else {
            lines += ["", "No ratings yet."]
        }
        if !statistics.topDirectors.isEmpty {
            lines += ["", "Top directors: " + statistics.topDirectors.map { "\($0.name) (\($0.films))" }.joined(separator: ", ")]
        }
        if !statistics.topGenres.isEmpty {
            lines.append("Top genres: " + statistics.topGenres.map { "\($0.name) (\($0.films))" }.joined(separator: ", "))
        }
        if statistics.watchedFilmsWithDetails < statistics.watchedFilms {
            lines.append("(Directors and genres are known for \(statistics.watchedFilmsWithDetails) of the \(statistics.watchedFilms) films watched.)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Document: Encodable {
        struct YearCount: Encodable { let year, viewings: Int }
        struct MonthCount: Encodable { let month: String; let viewings: Int }
        let year: Int?
        let films, watchedFilms, viewings, ratings, watchedFilmsWithDetails: Int
        let averageRating: Double?
        let ratingCounts: [String: Int]
        let viewingsPerYear: [YearCount]
        let viewingsPerMonth: [MonthCount]
        let topDirectors, topGenres: [Tally]
        struct Tally: Encodable { let name: String; let films: Int }
    }

    /// The films' figures, and each other kind's under its provider's keys.
    private struct Statistics: Encodable {
        let films: Document
        let others: [OtherViewingTally]

        func encode(to encoder: any Encoder) throws {
            try films.encode(to: encoder)
            var keyed = encoder.container(keyedBy: Key.self)
            for tally in others {
                try keyed.encode(tally.viewings, forKey: Key(tally.names.viewingsKey))
                try keyed.encode(tally.titles, forKey: Key(tally.names.titlesKey))
                // The hours of the viewings whose running time is known (`timed` of them).
                try keyed.encode(tally.hours, forKey: Key(tally.names.hoursKey))
                try keyed.encode(tally.timed, forKey: Key(tally.names.timedKey))
            }
        }

        /// A key a provider names.
        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }

    static func json(_ statistics: WatchlistStatistics, others: [OtherViewingTally]) throws -> String {
        let months = statistics.monthsOfYear.map { year in
            statistics.viewingsPerMonth.enumerated().map { Document.MonthCount(month: "\(year)-" + (($0.offset + 1) < 10 ? "0" : "") + "\($0.offset + 1)", viewings: $0.element) }
        } ?? []
        let films = Document(
            year: statistics.year, films: statistics.films, watchedFilms: statistics.watchedFilms, viewings: statistics.viewings,
            ratings: statistics.ratings, watchedFilmsWithDetails: statistics.watchedFilmsWithDetails,
            averageRating: statistics.averageRating.map { ($0 * 100).rounded() / 100 },
            ratingCounts: Dictionary(uniqueKeysWithValues: (1...10).map { (String($0), statistics.ratingCounts[$0 - 1]) }),
            viewingsPerYear: statistics.viewingsPerYear.sorted { $0.key < $1.key }.map { Document.YearCount(year: $0.key, viewings: $0.value) },
            viewingsPerMonth: months,
            topDirectors: statistics.topDirectors.map { Document.Tally(name: $0.name, films: $0.films) },
            topGenres: statistics.topGenres.map { Document.Tally(name: $0.name, films: $0.films) }
        )
        return try JSONOutput.encode(Statistics(films: films, others: others))
    }

    /// Labels with a bar of up to 30 blocks, scaled to the largest count, and the count.
    static func bars(_ rows: [(label: String, count: Int)]) -> [String] {
        let largest = max(1, rows.map(\.count).max() ?? 1)
        let width = rows.map(\.label.count).max() ?? 0
        return rows.map { row in
            let length = row.count == 0 ? 0 : max(1, (row.count * 30 + largest / 2) / largest)
            let label = String(repeating: " ", count: width - row.label.count) + row.label
            return "  \(label)  " + String(repeating: "█", count: length) + (length > 0 ? " " : "") + "\(row.count)"
        }
    }

    /// `, 2.1 hours.`; the hours of those whose length is known when some are not; or that
    /// none is known (the embedded catalog has no episode lengths), rather than 0 hours.
    private static func hours(_ tally: OtherViewingTally) -> String {
        switch tally.timed {
        case 0: "; their running times are not known."
        case tally.viewings: ", \(oneDecimal(tally.hours)) hours."
        default: ", \(oneDecimal(tally.hours)) hours for the \(tally.timed) whose running time is known."
        }
    }

    private static func plural(_ count: Int, _ noun: String, _ nouns: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : nouns ?? noun + "s")"
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
