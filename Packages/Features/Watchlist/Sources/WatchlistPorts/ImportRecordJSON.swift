import Foundation
import WatchlistInterface

/// How a store keeps an ``ImportRecord``: as JSON text in one column, beside the columns it
/// is looked up by (its profile, number and whether it was taken back), which win over the
/// same fields in the text.
public enum ImportRecordJSON {
    /// The record as JSON text.
    public static func text(of record: ImportRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    /// The record stored as `text`, numbered `number`, taken back at `undoneAt`.
    public static func record(_ text: String, number: Int, undoneAt: Date?) throws -> ImportRecord {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try decoder.decode(ImportRecord.self, from: Data(text.utf8)).with(number: number, undoneAt: undoneAt)
    }
}
