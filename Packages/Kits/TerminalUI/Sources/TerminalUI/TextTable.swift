import TerminalUIInterface

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
    /// Columns are separated by two spaces; the last column is not padded. A cell's width is
    /// its number of characters.
    public func render(style: TextStyle) -> String {
        let headings = columns.map(\.title)
        let cellWidths = ([headings] + rows).map { cells in columns.indices.map { Self.width(of: cell(in: cells, at: $0)) } }
        let widths = columns.indices.map { index in cellWidths.lazy.map { $0[index] }.max() ?? 0 }
        let spaces = String(repeating: " ", count: widths.max() ?? 0)
        var output = ""
        output.reserveCapacity((widths.reduce(0, +) + 2 * columns.count + 1) * (rows.count + 1))
        appendLine(headings, cellWidths: cellWidths[0], widths: widths, spaces: spaces, transform: style.bold, to: &output)
        for (row, rowWidths) in zip(rows, cellWidths.dropFirst()) {
            appendLine(row, cellWidths: rowWidths, widths: widths, spaces: spaces, transform: { $0 }, to: &output)
        }
        return output
    }

    /// The number of characters in `text`, counted byte by byte when it is all ASCII.
    private static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }

    private func cell(in row: [String], at index: Int) -> String {
        index < row.count ? row[index] : ""
    }

    /// Appends one line: the cells, each padded to its column's width with the start of `spaces`.
    private func appendLine(
        _ cells: [String], cellWidths: [Int], widths: [Int], spaces: String, transform: (String) -> String, to output: inout String
    ) {
        for index in columns.indices {
            if index > 0 { output += "  " }
            let text = cell(in: cells, at: index)
            let padding = spaces.prefix(widths[index] - cellWidths[index])
            switch columns[index].alignment {
            case .left:
                output += transform(text)
                if index < columns.count - 1 { output += padding }
            case .right:
                output += padding
                output += transform(text)
            }
        }
        output += "\n"
    }
}
