import WatchlistInterface

/// Reads the values of a row of another service's export, each refused with the row's
/// location when it cannot be right.
struct RowValues {
    let location: SourceLocation
    private let fields: [String]
    private let columns: [String: Int]

    init(location: SourceLocation, fields: [String], columns: [String: Int]) {
        self.location = location
        self.fields = fields
        self.columns = columns
    }

    /// The column's text, trimmed; empty when the column is absent.
    func text(_ column: String) -> String {
        guard let index = columns[column], index < fields.count else { return "" }
        return fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The column's text, untrimmed inside (a review keeps its line breaks); `nil` when blank.
    func optionalText(_ column: String) -> String? {
        let value = text(column)
        return value.isEmpty ? nil : value
    }

    /// A title, which must not be blank.
    func title(_ column: String) throws(ArchiveFileError) -> String {
        let value = text(column)
        guard !value.isEmpty else { throw .invalidRow(location, reason: "the \(column) is empty") }
        return value
    }

    /// A year from 1800 to 9999, or `nil` when blank.
    func year(_ column: String) throws(ArchiveFileError) -> Int? {
        let value = text(column)
        guard !value.isEmpty else { return nil }
        guard let year = Int(value), (1800...9999).contains(year) else {
            throw .invalidRow(location, reason: "\"\(value)\" is not a year")
        }
        return year
    }

    /// A `YYYY-MM-DD` day, or `nil` when blank.
    func day(_ column: String) throws(ArchiveFileError) -> CalendarDay? {
        let value = text(column)
        guard !value.isEmpty else { return nil }
        guard let day = CalendarDay(parsing: value) else {
            throw .invalidRow(location, reason: "\"\(value)\" in \(column) is not a date (YYYY-MM-DD)")
        }
        return day
    }

    /// The local day of a time written `2024-03-01 20:15:00` (UTC, as Movary writes it), with
    /// a fraction of seconds and an offset if given (`2025-09-10 17:18:03.5+00:00`, as
    /// Yamtrack writes it), or a plain `YYYY-MM-DD` day; `nil` when blank.
    func dayOfTime(_ column: String) throws(ArchiveFileError) -> CalendarDay? {
        let value = text(column)
        guard !value.isEmpty else { return nil }
        if let day = CalendarDay(parsing: value) ?? ServiceTime.day(of: value) { return day }
        throw .invalidRow(location, reason: "\"\(value)\" in \(column) is not a date and time (2024-03-01 20:15:00)")
    }

    /// A time's day that must be there.
    func requiredDayOfTime(_ column: String) throws(ArchiveFileError) -> CalendarDay {
        guard let day = try dayOfTime(column) else { throw .invalidRow(location, reason: "the \(column) is empty") }
        return day
    }

    /// An IMDb title id (`tt0133093`), or `nil` when blank.
    func imdbID(_ column: String) throws(ArchiveFileError) -> String? {
        let value = text(column)
        guard !value.isEmpty else { return nil }
        guard value.hasPrefix("tt"), value.count > 2, value.count <= 12, value.dropFirst(2).allSatisfy(\.isASCIIDigit) else {
            throw .invalidRow(location, reason: "\"\(value)\" in \(column) is not an IMDb title id (tt…)")
        }
        return value
    }

    /// A day that must be there.
    func requiredDay(_ column: String) throws(ArchiveFileError) -> CalendarDay {
        guard let day = try day(column) else { throw .invalidRow(location, reason: "the \(column) is empty") }
        return day
    }

    /// A rating from 1 to 10, or `nil` when blank.
    func rating10(_ column: String) throws(ArchiveFileError) -> Int? {
        let value = text(column)
        guard !value.isEmpty else { return nil }
        guard let rating = Int(value), (1...10).contains(rating) else {
            throw .invalidRow(location, reason: "\"\(value)\" in \(column) is not a rating from 1 to 10")
        }
        return rating
    }

    /// Letterboxd's stars, 0.5 to 5 in halves, as a rating from 1 to 10; `nil` when blank.
    func stars(_ column: String) throws(ArchiveFileError) -> Int? {
        let value = text(column)
        guard !value.isEmpty else { return nil }
        guard let stars = Double(value), stars.isFinite, (0.5...5).contains(stars), (stars * 2).rounded() == stars * 2 else {
            throw .invalidRow(location, reason: "\"\(value)\" in \(column) is not a rating from 0.5 to 5 stars")
        }
        return Int(stars * 2)
    }
}

extension CSVTable {
    /// Each row's values, by the columns named.
    func values(columns names: [String], optional: [String] = [], format: String) throws(ArchiveFileError) -> [RowValues] {
        var indexes = try columns(names, format: format)
        for name in optional {
            if let index = header.firstIndex(of: name) { indexes[name] = index }
        }
        return rows.map { RowValues(location: SourceLocation(file: file, position: $0.line), fields: $0.fields, columns: indexes) }
    }
}

extension Character {
    /// `0` to `9`, and no other digit.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
