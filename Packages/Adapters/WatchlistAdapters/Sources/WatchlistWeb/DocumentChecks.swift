import APIContract
import WatchlistAPI
import WatchlistInterface

/// The limits `openapi.yaml` gives request bodies beyond their JSON shape that no feature
/// checks before the storage does: a rating outside 1 to 10 (the storage's CHECK, a 500), a
/// year beyond PostgreSQL's `integer` (a 500 there), text holding U+0000 (PostgreSQL refuses
/// it, SQLite cuts the text there), a source's `unit` that is neither `line` nor `entry` (read
/// as `line`). Each is a 400 that names the field, before anything is written, and the same
/// on a dry run as on an import.
enum DocumentChecks {
    /// `POST /v1/list`.
    static func check(_ document: NewEntryDocument) throws(APIDocumentError) {
        try text(document.note, field: "note")
    }

    /// `POST /v1/list/{id}/viewings`; its rating is the Watchlist feature's to check.
    static func check(_ document: NewViewingDocument) throws(APIDocumentError) {
        try text(document.review, field: "review")
    }

    /// `POST /v1/import`.
    static func check(_ document: ArchiveDocument) throws(APIDocumentError) {
        for (index, film) in document.films.enumerated() {
            let field = "films[\(index)]"
            try text(film.title, field: "\(field).title")
            try text(film.note, field: "\(field).note")
            if let year = film.year, Int32(exactly: year) == nil {
                throw APIDocumentError(field: "\(field).year", value: String(year))
            }
            try rating(film.rating, field: "\(field).rating")
            for (number, viewing) in film.viewings.enumerated() {
                try rating(viewing.rating, field: "\(field).viewings[\(number)].rating")
                try text(viewing.review, field: "\(field).viewings[\(number)].review")
            }
        }
    }

    /// `POST /v1/import/history`.
    static func check(_ document: ServiceHistoryDocument) throws(APIDocumentError) {
        for (index, record) in document.records.enumerated() {
            try unit(record.source, field: "records[\(index)].source.unit")
            try rating(record.event.rating, field: "records[\(index)].event.rating")
            try text(record.event.review, field: "records[\(index)].event.review")
        }
        for (index, source) in document.skipped.enumerated() {
            try unit(source, field: "skipped[\(index)].unit")
        }
    }

    private static func text(_ value: String?, field: String) throws(APIDocumentError) {
        guard let value, value.unicodeScalars.contains("\u{0}") else { return }
        throw APIDocumentError(field: field, value: "text holding U+0000")
    }

    private static func rating(_ value: Int?, field: String) throws(APIDocumentError) {
        guard let value, !Rating.range.contains(value) else { return }
        throw APIDocumentError(field: field, value: "\(value); a rating is from \(Rating.range.lowerBound) to \(Rating.range.upperBound)")
    }

    private static func unit(_ source: SourceDocument, field: String) throws(APIDocumentError) {
        guard source.unit != "line", source.unit != "entry" else { return }
        throw APIDocumentError(field: field, value: "\(source.unit); it is line or entry")
    }
}
