import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// How movies look to people.
enum MovieTables {
    /// Id, title and year; director and runtime too when the catalog gives them, to tell
    /// same-named films apart.
    static func results(_ results: [MovieSummary]) -> TextTable {
        let detailed = results.contains { $0.director != nil || $0.runtimeMinutes != nil }
        var columns: [TextTable.Column] = [.init("ID"), .init("Title"), .init("Year", alignment: .right)]
        if detailed { columns += [.init("Director"), .init("Runtime", alignment: .right)] }
        return TextTable(
            columns: columns,
            rows: results.map { result in
                var row = [result.id.description, result.title, result.year.map(String.init) ?? "—"]
                if detailed { row += [result.director ?? "—", result.runtimeMinutes.map { "\($0) min" } ?? "—"] }
                return row
            }
        )
    }

    /// Titles of other kinds, with their kind and years: shown apart from films, so a film and
    /// a series with one title (Fargo) are told apart.
    static func otherTitles(_ titles: [OtherTitle]) -> TextTable {
        TextTable(
            columns: [.init("ID"), .init("Title"), .init("Years"), .init("Kind")],
            rows: titles.map { title in
                let years = title.years ?? "—"
                return [title.id, title.title, years, title.kind]
            }
        )
    }
}

/// A movie's details as labelled lines.
enum MovieDetailsText {
    static func render(_ movie: Movie, style: TextStyle) -> String {
        let heading = movie.year.map { "\(movie.title) (\($0))" } ?? movie.title
        let cast = movie.cast.map { $0.character.isEmpty ? $0.name : "\($0.name) as \($0.character)" }
        let fields: [(String, String)] = [
            ("ID", movie.id.description),
            ("Genres", movie.genres.isEmpty ? "—" : movie.genres.joined(separator: ", ")),
            ("Runtime", movie.runtimeMinutes.map(runtime) ?? "—"),
            ("Director", movie.director ?? "—"),
            ("Cast", cast.isEmpty ? "—" : cast.joined(separator: "\n")),
        ]
        let labelWidth = fields.map(\.0.count).max() ?? 0
        var lines = [style.bold(heading)]
        for (label, value) in fields {
            let indent = String(repeating: " ", count: labelWidth + 2)
            let valueLines = value.split(separator: "\n", omittingEmptySubsequences: false)
            let padded = label + String(repeating: " ", count: labelWidth - label.count + 2)
            lines.append(style.dim(padded) + valueLines[0])
            lines += valueLines.dropFirst().map { indent + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func runtime(_ minutes: Int) -> String {
        minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
}
