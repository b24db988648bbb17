/// The rows an import left off, as the CSV it writes beside the file:
/// `line,titleID,title,year,note`, a row each, fields quoted where they must be.
public enum UnmatchedRows {
    /// The rows as CSV.
    public static func csv(_ rows: [ListFileRow]) -> String {
        (["line,titleID,title,year,note"] + rows.map { row in
            [String(row.line), row.titleID ?? "", row.title, row.year.map(String.init) ?? "", row.note].map(CSVRows.quoted).joined(separator: ",")
        }).joined(separator: "\n") + "\n"
    }
}
