/// A table of text, laid out in aligned columns for people to read.
public struct TextTable: Sendable {
    /// One column: its heading and how its cells align.
    public struct Column: Sendable {
        /// The heading shown above the column.
        public let title: String
        /// Where cells sit within the column's width.
        public let alignment: Alignment

        /// Creates a column.
        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// Cell alignment within a column.
    public enum Alignment: Sendable { case left, right }

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows; each holds one cell per column (missing cells print empty).
    public let rows: [[String]]

    /// Creates a table.
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines of text, headings first, with a trailing line break.
    /// Columns are separated by two spaces; the last column is not padded.
    public func render(style: TextStyle) -> String {
        let widths = columns.indices.map { index in
            rows.reduce(columns[index].title.count) { max($0, cell(in: $1, at: index).count) }
        }
        var lines = [line(columns.map(\.title), widths: widths, transform: style.bold)]
        lines += rows.map { line($0, widths: widths, transform: { $0 }) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func cell(in row: [String], at index: Int) -> String {
        index < row.count ? row[index] : ""
    }

    private func line(_ cells: [String], widths: [Int], transform: (String) -> String) -> String {
        let padded = columns.indices.map { index -> String in
            let text = cell(in: cells, at: index)
            let padding = String(repeating: " ", count: widths[index] - text.count)
            let isLast = index == columns.count - 1
            switch columns[index].alignment {
            case .left: return transform(text) + (isLast ? "" : padding)
            case .right: return padding + transform(text)
            }
        }
        return padded.joined(separator: "  ")
    }
}
