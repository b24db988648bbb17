import CSV
import Foundation
import WatchlistInterface

/// A CSV file read with CSV.swift: its header and its rows, each with the line it starts on.
///
/// CSV.swift handles the byte-order mark, CRLF and CR line ends and quoted commas, quotes and
/// line breaks. It reads an unclosed quote as a field running to the end of the file, so an
/// unbalanced quote is found first by counting quotes, and named by the line it opens on.
/// Empty lines (trailing ones too) are skipped; a row with more or fewer fields than the
/// header is refused, as is text that is not UTF-8.
struct CSVTable {
    /// A row and the line it starts on.
    struct Row {
        let line: Int
        let fields: [String]
    }

    /// The file, for messages.
    let file: String
    /// The column names, trimmed.
    let header: [String]
    /// The rows after the header.
    let rows: [Row]

    init(_ data: Data, file: String) throws(ArchiveFileError) {
        self.file = file
        if let line = Self.lineOfUnclosedQuote(in: data) {
            throw .invalidRow(SourceLocation(file: file, position: line), reason: "a quote opened here is never closed")
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(stream: InputStream(data: data), hasHeaderRow: false)
        } catch {
            throw .notTheFormat(path: file, format: "a CSV file", reason: "it cannot be read as text")
        }
        var rows: [Row] = []
        var header: [String]?
        var line = 1
        while let fields = reader.next() {
            let start = line
            line += 1 + fields.reduce(0) { $0 + Self.lineBreaks(in: $1) }
            if fields == [""] { continue }
            guard let columns = header else {
                header = fields.map { $0.trimmingCharacters(in: .whitespaces) }
                continue
            }
            guard fields.count == columns.count else {
                throw .invalidRow(
                    SourceLocation(file: file, position: start),
                    reason: "\(fields.count) fields where the header has \(columns.count)"
                )
            }
            rows.append(Row(line: start, fields: fields))
        }
        if reader.error != nil {
            throw .notTheFormat(path: file, format: "a CSV file", reason: "it is not UTF-8 text")
        }
        guard let header else { throw .notTheFormat(path: file, format: "a CSV file", reason: "it is empty") }
        self.header = header
        self.rows = rows
    }

    /// The header's first line of `data`, without reading the rest: for telling formats apart.
    /// `nil` when the line is not UTF-8 text, or longer than any header (4 KiB).
    static func headerLine(of data: Data) -> [String]? {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let line = body.prefix(4096).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        guard !line.isEmpty, line.count < 4096 || body.count == line.count, !line.contains(0),
              let text = String(bytes: line, encoding: .utf8)
        else { return nil }
        return text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }
    }

    /// The index of each of `names` in the header.
    /// - Throws: ``ArchiveFileError/notTheFormat(path:format:reason:)`` naming the columns missing.
    func columns(_ names: [String], format: String) throws(ArchiveFileError) -> [String: Int] {
        var indexes: [String: Int] = [:]
        for name in names {
            guard let index = header.firstIndex(of: name) else {
                let missing = names.filter { !header.contains($0) }
                throw .notTheFormat(path: file, format: format, reason: "its header lacks \(missing.joined(separator: ", "))")
            }
            indexes[name] = index
        }
        return indexes
    }

    /// Line breaks in a field, a CRLF counting once.
    private static func lineBreaks(in field: String) -> Int {
        var count = 0
        var afterCR = false
        for byte in field.utf8 {
            if byte == UInt8(ascii: "\n") {
                if !afterCR { count += 1 }
            } else if byte == UInt8(ascii: "\r") {
                count += 1
            }
            afterCR = byte == UInt8(ascii: "\r")
        }
        return count
    }

    /// The line on which a quote opens that the file never closes, or `nil` when quotes
    /// balance. A quoted field's doubled quote opens and closes at once, so counting every
    /// quote is enough.
    private static func lineOfUnclosedQuote(in data: Data) -> Int? {
        var line = 1
        var quoted = false
        var openedOn = 1
        var previous: UInt8 = 0
        for byte in data {
            switch byte {
            case UInt8(ascii: "\""):
                quoted.toggle()
                if quoted { openedOn = line }
            case UInt8(ascii: "\n") where previous != UInt8(ascii: "\r"):
                line += 1
            case UInt8(ascii: "\r"):
                line += 1
            default:
                break
            }
            previous = byte
        }
        return quoted ? openedOn : nil
    }
}
