import Foundation
import MoviesInterface
import JSONWriting
import WatchlistInterface

/// The lossless JSON export: every film with its note, added date, viewings and its own
/// rating (given with no viewing; the key is absent when there is none), under a
/// format name and version, and beside them the sections other features write (`series`).
/// Keys are sorted and dates written to the millisecond, so that exporting, importing into
/// an empty list and exporting again gives the same bytes.
package enum ArchiveJSON {
    /// The format's name, in every file.
    package static let formatName = "watchlist"
    /// The version this program writes and reads.
    package static let version = 1

    private struct Document: Codable {
        var format: String
        var version: Int
        var films: [Film]?
    }

    private struct Film: Codable {
        var id: String
        var title: String
        var year: Int?
        var note: String?
        var added: String
        var viewings: [Viewing]
        var rating: Int?
    }

    private struct Viewing: Codable {
        var watchedOn: String
        var rating: Int?
        var review: String?
    }

    /// The document with the other features' `sections` beside its own keys.
    private struct Sectioned: Encodable {
        let document: Document
        let sections: [String: JSONValue]

        func encode(to encoder: any Encoder) throws {
            try document.encode(to: encoder)
            var container = encoder.container(keyedBy: JSONValue.Key.self)
            for (key, value) in sections where !ownKeys.contains(key) {
                try container.encode(value, forKey: JSONValue.Key(key))
            }
        }
    }

    /// The keys of the document itself, which no section may take.
    static let ownKeys: Set<String> = ["format", "version", "films"]

    /// The export of `films`, and of `sections` that other features wrote, ending with a newline.
    package static func encode(_ films: [ArchivedMovie], sections: [String: JSONValue] = [:]) throws -> Data {
        let document = Document(format: formatName, version: version, films: films.map { film in
            Film(
                id: film.movieID.description, title: film.title, year: film.year, note: film.note,
                added: timestamp(film.addedAt),
                viewings: film.viewings.map { Viewing(watchedOn: $0.watchedOn.description, rating: $0.rating, review: $0.review) },
                rating: film.rating
            )
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Sectioned(document: document, sections: sections)) + Data("\n".utf8)
    }

    /// The sections of `data` that other features wrote: every key but the document's own.
    /// Call it after ``decode(_:path:today:)`` accepted the file.
    package static func sections(_ data: Data) -> [String: JSONValue] {
        guard case .object(let fields)? = try? JSONDecoder().decode(JSONValue.self, from: data) else { return [:] }
        return fields.filter { !ownKeys.contains($0.key) }
    }

    /// Whether `data` looks like this format: a JSON object naming it.
    package static func recognises(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(Document.self, from: data))?.format == formatName
    }

    /// The films in `data`, read from the file at `path`, every value checked as `watched`
    /// checks it (no day after `today`, ratings from 1 to 10, a blank review is none), each
    /// film at most once.
    package static func decode(_ data: Data, path: String, today: CalendarDay = CalendarDay(containing: Date())) throws(ArchiveFileError) -> [ArchivedMovie] {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DecodingError {
            throw .notAnExport(path: path, reason: describe(error))
        } catch {
            throw .notAnExport(path: path, reason: "\(error)")
        }
        guard document.format == formatName else {
            throw .notAnExport(path: path, reason: "its format is \"\(document.format)\", not \"\(formatName)\"")
        }
        guard document.version <= version else { throw .newerVersion(path: path, version: document.version) }
        guard document.version >= 1, let films = document.films else {
            throw .notAnExport(path: path, reason: "version \(document.version) with no list of films")
        }
        var archived: [ArchivedMovie] = []
        var positions: [MovieID: Int] = [:]
        for (index, film) in films.enumerated() {
            func invalid(_ reason: String) -> ArchiveFileError { .invalidMovie(path: path, film: index + 1, reason: reason) }
            guard let id = try? MovieID(parsing: film.id, defaultSource: .offline), id.description == film.id else {
                throw invalid("\"\(film.id)\" is not a film id such as offline:1, imdb:tt0068646 or tmdb:603")
            }
            if let earlier = positions.updateValue(index + 1, forKey: id) {
                throw invalid("\(id) is film \(earlier) too; a film appears once")
            }
            guard !film.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw invalid("its title is empty") }
            guard let added = date(film.added), timestamp(added) == film.added else {
                throw invalid("added \"\(film.added)\" is not a time such as 2026-11-23T20:15:00.000Z")
            }
            var viewings: [ArchivedViewing] = []
            for viewing in film.viewings {
                guard let day = CalendarDay(parsing: viewing.watchedOn) else {
                    throw invalid("watchedOn \"\(viewing.watchedOn)\" is not a day such as 2026-11-23")
                }
                guard day <= today else { throw invalid("the viewing on \(day) is after today (\(today))") }
                if let rating = viewing.rating, !Rating.range.contains(rating) {
                    throw invalid("the rating \(rating) of the viewing on \(day) is not from 1 to 10")
                }
                let review = viewing.review?.trimmingCharacters(in: .whitespacesAndNewlines)
                viewings.append(ArchivedViewing(watchedOn: day, rating: viewing.rating, review: review?.isEmpty == false ? review : nil))
            }
            if let rating = film.rating, !Rating.range.contains(rating) { throw invalid("its rating \(rating) is not from 1 to 10") }
            archived.append(ArchivedMovie(movieID: id, title: film.title, year: film.year, note: film.note, addedAt: added, viewings: viewings, rating: film.rating))
        }
        return archived
    }

    /// `2026-11-23T20:15:00.123Z`: UTC, to the millisecond.
    package static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let fraction = Int(milliseconds - seconds * 1000)
        let whole = UTCTimestamp.dateTime(Date(timeIntervalSince1970: Double(seconds)))
        return String(whole.dropLast()) + "." + String(String(fraction + 1000).dropFirst()) + "Z"
    }

    /// The time a ``timestamp(_:)`` names, or nil.
    package static func date(_ text: String) -> Date? {
        guard text.utf8.count == 24, text.hasSuffix("Z"),
              let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) else { return nil }
        return Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    private static func describe(_ error: DecodingError) -> String {
        func at(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        switch error {
        case .dataCorrupted(let context): return "not valid JSON\(at(context))"
        case .keyNotFound(let key, let context): return "\"\(key.stringValue)\" is missing\(at(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "a value has the wrong type\(at(context))"
        @unknown default: return "\(error)"
        }
    }
}
