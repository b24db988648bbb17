import Foundation
import ListsInterface

/// Letterboxd's list CSV, both ways.
///
/// - In, its list export (Settings → Data → Export, `lists/NAME.csv`): a first line
///   `Letterboxd list export v7`, the list's `Date,Name,Tags,URL,Description` and its row, a
///   blank line, then `Position,Name,Year,URL,Description`, a film a row by its title and year
///   (Letterboxd's own address, no IMDb id), the description its note.
/// - Out and in, its import format (letterboxd.com/list/new, *Import*), as this writes it:
///   `Position,Title,Year,imdbID,tmdbID,Review`, a film a row in the list's order, the note as
///   `Review`. Letterboxd keeps films only: series are left out, and counted.
public enum LetterboxdListCSV {
    /// The header this writes.
    static let header = ["Position", "Title", "Year", "imdbID", "tmdbID", "Review"]
    private static let exportMark = "Letterboxd list export"

    /// Whether the file is either form.
    static func recognizes(_ table: CSVRows) -> Bool {
        guard let first = table.rows.first?.fields else { return false }
        return first.first?.hasPrefix(exportMark) == true || (first.contains("Title") && first.contains("imdbID"))
    }

    static func read(_ table: CSVRows) throws(ListFileError) -> ListFile {
        guard table.rows.first?.fields.first?.hasPrefix(exportMark) == true else {
            return ListFile(name: nil, description: "", rows: try rows(try table.records(after: 0), path: table.path, title: "Title", note: "Review"), format: .letterboxd)
        }
        // The export: the list's header and row, a blank line, the films' header and rows.
        guard let listHeader = table.rows.indices.first(where: { $0 > 0 && !table.rows[$0].isBlank }),
              let list = try table.records(after: listHeader).first?.values,
              let filmsHeader = table.rows.indices.first(where: { $0 > listHeader + 1 && table.rows[$0].fields.contains("Position") })
        else { throw .unreadable(path: table.path, reason: "it has the mark of Letterboxd's list export but not its list and films") }
        let rows = try rows(try table.records(after: filmsHeader), path: table.path, title: "Name", note: "Description")
        return ListFile(name: list["Name"], description: list["Description"] ?? "", rows: rows, format: .letterboxd)
    }

    private static func rows(_ records: [(line: Int, values: [String: String])], path: String, title: String, note: String) throws(ListFileError) -> [ListFileRow] {
        var rows: [ListFileRow] = []
        for (line, values) in records {
            let name = values[title]?.trimmingCharacters(in: .whitespaces) ?? ""
            let imdbID = values["imdbID"]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            let tmdbID = values["tmdbID"]?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !name.isEmpty || !imdbID.isEmpty || !tmdbID.isEmpty else { throw .invalidRow(path: path, line: line, reason: "the row names no film") }
            let year = values["Year"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            let id = !imdbID.isEmpty ? imdbID : (!tmdbID.isEmpty ? "tmdb:\(tmdbID)" : nil)
            rows.append(ListFileRow(line: line, titleID: id, title: name, year: year, note: values[note] ?? "", film: true))
        }
        return rows
    }

    /// The list's films in Letterboxd's import format, and how many titles were left out (series).
    public static func write(_ items: [ListItem]) -> (text: String, left: Int) {
        let films = items.filter { $0.kind == "film" }
        let lines = films.enumerated().map { index, item in
            let imdbID = item.titleID.hasPrefix("tt") ? item.titleID : ""
            let tmdbID = item.titleID.hasPrefix("tmdb:") ? String(item.titleID.dropFirst(5)) : ""
            return [String(index + 1), item.title, item.year.map(String.init) ?? "", imdbID, tmdbID, item.note].map(CSVRows.quoted).joined(separator: ",")
        }
        return (([header.joined(separator: ",")] + lines).joined(separator: "\r\n") + "\r\n", items.count - films.count)
    }
}
