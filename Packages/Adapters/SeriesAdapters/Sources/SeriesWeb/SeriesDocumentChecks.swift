import APIContract
import SeriesAPI

/// What `POST /v1/import/series` holds an archive to beyond its JSON types, as SeriesAPI's openapi.yaml
/// states it: ids as the server writes them, numbers that both storages keep (32 bits),
/// ratings from 1 to 10, and text without U+0000. A document that breaks one is refused whole, before anything is imported.
enum SeriesDocumentChecks {
    static func check(_ archive: [ArchivedSeriesDocument]) throws(APIDocumentError) {
        for (index, entry) in archive.enumerated() {
            let field = "[\(index)]"
            try id(entry.series.id, field: "\(field).series.id")
            try text(entry.series.title, field: "\(field).series.title")
            try number(entry.series.startYear, field: "\(field).series.startYear")
            try number(entry.series.endYear, field: "\(field).series.endYear")
            if let rating = entry.rating, !(1...10).contains(rating) {
                throw APIDocumentError(field: "\(field).rating", value: String(rating))
            }
            for (number, viewing) in entry.viewings.enumerated() {
                let field = "\(field).viewings[\(number)]"
                try id(viewing.series, field: "\(field).series")
                try viewing.episodeID.map { text throws(APIDocumentError) in try id(text, field: "\(field).episodeID") }
                try text(viewing.seriesTitle, field: "\(field).seriesTitle")
                try text(viewing.title, field: "\(field).title")
                try Self.number(viewing.season, field: "\(field).season")
                try Self.number(viewing.episode, field: "\(field).episode")
                try Self.number(viewing.runtimeMinutes, field: "\(field).runtimeMinutes")
                if let rating = viewing.rating, !(1...10).contains(rating) {
                    throw APIDocumentError(field: "\(field).rating", value: String(rating))
                }
            }
        }
    }

    /// `imdb:tt0903747` or `tt0903747`, exactly: the ids the server writes, with or without
    /// their catalog's name.
    private static func id(_ text: String, field: String) throws(APIDocumentError) {
        let bare = text.hasPrefix("imdb:") ? text.utf8.dropFirst(5) : text.utf8[...]
        let digits = bare.dropFirst(2)
        guard bare.starts(with: "tt".utf8), (1...10).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw APIDocumentError(field: field, value: text)
        }
    }

    private static func text(_ text: String, field: String) throws(APIDocumentError) {
        guard !text.unicodeScalars.contains("\u{0}") else { throw APIDocumentError(field: field, value: "text with U+0000") }
    }

    private static func number(_ number: Int?, field: String) throws(APIDocumentError) {
        guard let number, Int32(exactly: number) == nil else { return }
        throw APIDocumentError(field: field, value: String(number))
    }
}
