import MoviesInterface
import WatchlistInterface

/// Reading ids and days out of documents, with the field's name in the error: for every
/// feature's documents.
public enum DocumentValues {
    /// A film's id, `offline:12` or a bare number of the offline catalog.
    public static func movieID(_ text: String, field: String) throws(APIDocumentError) -> MovieID {
        guard let id = try? MovieID(parsing: text, defaultSource: .offline) else { throw APIDocumentError(field: field, value: text) }
        return id
    }

    /// A day, `YYYY-MM-DD`.
    public static func day(_ text: String, field: String) throws(APIDocumentError) -> CalendarDay {
        guard let day = CalendarDay(parsing: text) else { throw APIDocumentError(field: field, value: text) }
        return day
    }
}
