import CSV
import Foundation

/// A CSV file's rows, read with CSV.swift (quoted commas, quotes and line breaks; CRLF and CR
/// line ends), each with the line it starts on. Blank lines are kept as empty rows, since
/// Letterboxd's list export separates its parts with one. An unclosed quote, which CSV.swift
/// reads as a field running to the end of the file, is refused by the line it opens on.
struct CSVRows {
    /// A row and the line it starts on.
    struct Row {
        let line: Int
        let fields: [String]

        /// Whether the row is a blank line.
        var isBlank: Bool { fields.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
    }

    /// The file, for messages.
    let path: String
    /// Every row, blank ones included.
    let rows: [Row]

    init(_ data: Data, path: String) throws(ListFileError) {
        self.path = path
        if let line = Self.lineOfUnclosedQuote(in: data) { throw .invalidRow(path: path, line: line, reason: "a quote opened here is never closed") }
        let reader: CSVReader
        do {
            reader = try CSVReader(stream: InputStream(data: data), hasHeaderRow: false)
        } catch {
            throw .unreadable(path: path, reason: "it cannot be read as text")
        }
        var rows: [Row] = []
        var line = 1
        while let fields = reader.next() {
            rows.append(Row(line: line, fields: fields))
            line += 1 + fields.reduce(0) { $0 + $1.filter { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.count }
        }
        if reader.error != nil { throw .unreadable(path: path, reason: "it is not UTF-8 text") }
        self.rows = rows
    }

    /// The rows after `header` (the index of a header row) up to the next blank line, each as
    /// its fields by column name. - Throws: ``ListFileError/invalidRow(path:line:reason:)`` for
    /// a row with more or fewer fields than the header.
    func records(after header: Int) throws(ListFileError) -> [(line: Int, values: [String: String])] {
        let columns = rows[header].fields.map { $0.trimmingCharacters(in: .whitespaces) }
        var records: [(line: Int, values: [String: String])] = []
        for row in rows.dropFirst(header + 1) {
            if row.isBlank { break }
            guard row.fields.count == columns.count else {
                throw .invalidRow(path: path, line: row.line, reason: "\(row.fields.count) fields where the header has \(columns.count)")
            }
            records.append((row.line, Dictionary(zip(columns, row.fields), uniquingKeysWith: { first, _ in first })))
        }
        return records
    }

    /// The line an unclosed quote opens on: the first quote of a field that no quote closes.
    static func lineOfUnclosedQuote(in data: Data) -> Int? {
        var (line, quoted, opened) = (1, false, 1)
        var previous: UInt8 = 0
        for byte in data {
            if byte == UInt8(ascii: "\"") {
                if !quoted { opened = line }
                quoted.toggle()
            } else if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r")) {
                if !(byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r")) { line += 1 }
            }
            previous = byte
        }
        return quoted ? opened : nil
    }

    /// `field` as CSV writes it: quoted when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }
}
