import Foundation

/// IMDb's list export (a list's *Export* on imdb.com): a CSV whose header has `Const` (the
/// title's IMDb id), `Title`, `Year` and `Description` (the list item's note), among others
/// (`Position`, `Created`, `Modified`, `URL`, `Title Type`, `IMDb Rating`, …), a title a row in
/// the list's order. A watchlist export has the same columns.
enum IMDbListCSV {
    static func recognizes(_ table: CSVRows) -> Bool {
        table.rows.first?.fields.contains("Const") == true
    }

    static func read(_ table: CSVRows) throws(ListFileError) -> ListFile {
        var rows: [ListFileRow] = []
        for (line, values) in try table.records(after: 0) {
            let id = values["Const"]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard id.hasPrefix("tt") else { throw .invalidRow(path: table.path, line: line, reason: "\"\(id.prefix(40))\" in Const is not an IMDb id such as tt0068646") }
            let year = values["Year"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            rows.append(ListFileRow(line: line, titleID: id, title: values["Title"] ?? id, year: year, note: values["Description"] ?? ""))
        }
        return ListFile(name: nil, description: "", rows: rows, format: .imdb)
    }
}
