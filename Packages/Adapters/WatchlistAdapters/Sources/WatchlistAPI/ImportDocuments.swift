import APIContract
import Foundation
import MoviesInterface
import WatchlistInterface

/// `POST /v1/import/history`: rows read from another service's export, for the server to
/// match against its catalog.
public struct ServiceHistoryDocument: Codable, Sendable, Equatable {
    /// The service: `Letterboxd`, `IMDb`, `Trakt`.
    public let service: String
    /// The rows that name a film.
    public let records: [HistoryRecordDocument]
    /// Where the rows that were not films (series, episodes) are.
    public let skipped: [SourceDocument]
    /// What the same import brought of other kinds, already imported through their own
    /// routes, for the server to remember with the films.
    public let imported: [OtherImportDocument]?

    /// The document of `history`, with what the same import brought of other kinds.
    public init(_ history: ServiceHistory, imported: [OtherImportSummary] = []) {
        self.imported = imported.isEmpty ? nil : imported.map { OtherImportDocument($0, withReversal: true) }
        service = history.service
        records = history.records.map(HistoryRecordDocument.init)
        skipped = history.skipped.map(SourceDocument.init)
    }

    /// Decodes it, refusing `null` for `imported` (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        service = try container.decode(String.self, forKey: .service)
        records = try container.decode([HistoryRecordDocument].self, forKey: .records)
        skipped = try container.decode([SourceDocument].self, forKey: .skipped)
        imported = try container.optional([OtherImportDocument].self, forKey: .imported)
    }

    /// The history it holds.
    public func history() throws(APIDocumentError) -> ServiceHistory {
        var records: [HistoryRecord] = []
        for (index, record) in self.records.enumerated() {
            records.append(try record.record(field: "records[\(index)]"))
        }
        // Rows about series and episodes never travel here: the client matches them and sends
        // them to the series' own import.
        return ServiceHistory(service: service, records: records, others: [], skipped: skipped.map(\.location))
    }
}

/// A row of a history.
public struct HistoryRecordDocument: Codable, Sendable, Equatable {
    /// Where it is.
    public let source: SourceDocument
    /// The film it names.
    public let film: MovieReferenceDocument
    /// What it records.
    public let event: HistoryEventDocument

    init(_ record: HistoryRecord) {
        source = SourceDocument(record.location)
        film = MovieReferenceDocument(title: record.film.title, year: record.film.year, imdbID: record.film.imdbID, tmdbID: record.film.tmdbID)
        event = HistoryEventDocument(record.event)
    }

    func record(field: String) throws(APIDocumentError) -> HistoryRecord {
        HistoryRecord(
            location: source.location, film: MovieReference(title: film.title, year: film.year, imdbID: film.imdbID, tmdbID: film.tmdbID),
            event: try event.event(field: "\(field).event")
        )
    }
}

/// Where a row is: a file and a line (or an entry of a JSON array).
public struct SourceDocument: Codable, Sendable, Equatable {
    /// The file, as the user knows it.
    public let file: String
    /// The line or entry, from 1.
    public let position: Int
    /// `line` or `entry`.
    public let unit: String

    init(_ location: SourceLocation) {
        file = location.file
        position = location.position
        unit = location.unit == .entry ? "entry" : "line"
    }

    var location: SourceLocation { SourceLocation(file: file, position: position, unit: unit == "entry" ? .entry : .line) }
}

/// A film as a row names it.
public struct MovieReferenceDocument: Codable, Sendable, Equatable {
    /// Its title.
    public let title: String
    /// Its year.
    public let year: Int?
    /// Its IMDb id, `tt0078748`.
    public let imdbID: String?
    /// Its TMDB id.
    public let tmdbID: String?
}

/// What a row records: `listed`, `watched`, `seen` or `rated`, with its day, rating and review.
public struct HistoryEventDocument: Codable, Sendable, Equatable {
    /// `listed`, `watched`, `seen` or `rated`.
    public let kind: String
    /// The day, `YYYY-MM-DD`; absent only for `listed` and `rated`.
    public let on: String?
    /// The rating, for `watched` (optional) and `rated`.
    public let rating: Int?
    /// The review, for `watched`.
    public let review: String?

    init(_ event: HistoryRecord.Event) {
        switch event {
        case .listed(let day): (kind, on, rating, review) = ("listed", day?.description, nil, nil)
        case .watched(let day, let rating, let review): (kind, on, self.rating, self.review) = ("watched", day.description, rating, review)
        case .seen(let day): (kind, on, rating, review) = ("seen", day.description, nil, nil)
        case .rated(let day, let rating): (kind, on, self.rating, review) = ("rated", day?.description, rating, nil)
        }
    }

    func event(field: String) throws(APIDocumentError) -> HistoryRecord.Event {
        let day = try on.map { text throws(APIDocumentError) in try DocumentValues.day(text, field: "\(field).on") }
        switch (kind, day, rating) {
        case ("listed", _, _): return .listed(on: day)
        case ("watched", let day?, _): return .watched(on: day, rating: rating, review: review)
        case ("seen", let day?, _): return .seen(on: day)
        case ("rated", _, let rating?): return .rated(on: day, rating: rating)
        default: throw APIDocumentError(field: "\(field).kind", value: kind)
        }
    }
}

/// What an import did, or with `dryRun` would do.
public struct ImportSummaryDocument: Codable, Sendable, Equatable {
    /// A row not imported: matching no film, or more than one.
    public struct Unmatched: Codable, Sendable, Equatable {
        /// The row.
        public let record: HistoryRecordDocument
        /// `notFound` or `ambiguous`.
        public let problem: String
        /// The films it could be.
        public let candidates: [MovieSummary]
    }

    /// Films new to the list.
    public let added: Int
    /// Films whose stored details changed.
    public let updated: Int
    /// Films that were there already, unchanged.
    public let unchanged: Int
    /// Viewings recorded.
    public let viewingsAdded: Int
    /// Viewings the list held already on the same day, as another source recorded them: merged.
    public let viewingsMerged: Int
    /// Films whose note differed, the stored one kept.
    public let conflicts: Int
    /// Rows that were not films, skipped.
    public let skipped: Int
    /// Rows not imported.
    public let unmatched: [Unmatched]
    /// The import's number, which `POST /v1/imports/{number}/undo` takes; absent for a dry run
    /// and for an import that changed nothing.
    public let number: Int?

    /// The document of `summary`.
    public init(_ summary: ImportSummary) {
        added = summary.added
        updated = summary.updated
        unchanged = summary.unchanged
        viewingsAdded = summary.viewingsAdded
        viewingsMerged = summary.viewingsMerged
        conflicts = summary.conflicts
        skipped = summary.skipped
        unmatched = summary.unmatched.map { row in
            Unmatched(record: HistoryRecordDocument(row.record), problem: row.problem.rawValue, candidates: row.candidates)
        }
        number = summary.number
    }

    /// The summary it describes.
    public func summary() throws(APIDocumentError) -> ImportSummary {
        var summary = ImportSummary()
        summary.added = added
        summary.updated = updated
        summary.unchanged = unchanged
        summary.viewingsAdded = viewingsAdded
        summary.viewingsMerged = viewingsMerged
        summary.conflicts = conflicts
        summary.skipped = skipped
        summary.number = number
        for (index, row) in unmatched.enumerated() {
            guard let problem = UnmatchedRow.Problem(rawValue: row.problem) else {
                throw APIDocumentError(field: "unmatched[\(index)].problem", value: row.problem)
            }
            summary.unmatched.append(UnmatchedRow(record: try row.record.record(field: "unmatched[\(index)]"), problem: problem, candidates: row.candidates))
        }
        return summary
    }
}

extension MovieReferenceDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        year = try container.optional(Int.self, forKey: .year)
        imdbID = try container.optional(String.self, forKey: .imdbID)
        tmdbID = try container.optional(String.self, forKey: .tmdbID)
    }
}

extension HistoryEventDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        on = try container.optional(String.self, forKey: .on)
        rating = try container.optional(Int.self, forKey: .rating)
        review = try container.optional(String.self, forKey: .review)
    }
}
