import APIContract
import Foundation
import WatchlistInterface

/// `GET /v1/imports`: an import the list remembers, without what undoing it takes back, which
/// stays on the server.
public struct ImportRecordDocument: Codable, Sendable, Equatable {
    /// Its number among the profile's imports, from 1.
    public let number: Int
    /// When it was made.
    public let importedAt: Date
    /// The service whose export it read (`Trakt`, `Watchlist`).
    public let service: String
    /// The files read, as named when importing.
    public let files: [String]
    /// Films it put on the list.
    public let filmsAdded: Int
    /// Films on the list it changed.
    public let filmsUpdated: Int
    /// Viewings it recorded.
    public let viewingsAdded: Int
    /// Viewings it merged fields into.
    public let viewingsMerged: Int
    /// What it brought of other kinds, by kind, without what undoing takes back of them.
    public let others: [OtherImportDocument]
    /// When it was taken back; absent while it stands.
    public let undoneAt: Date?

    /// The document of `record`.
    public init(_ record: ImportRecord) {
        number = record.number
        importedAt = record.importedAt
        service = record.source.service
        files = record.source.files
        filmsAdded = record.filmsAdded
        filmsUpdated = record.filmsUpdated
        viewingsAdded = record.viewingsAdded
        viewingsMerged = record.viewingsMerged
        others = record.others.map { OtherImportDocument($0, withReversal: false) }
        undoneAt = record.undoneAt
    }

    /// Decodes it, refusing `null` for `undoneAt` (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        importedAt = try container.decode(Date.self, forKey: .importedAt)
        service = try container.decode(String.self, forKey: .service)
        files = try container.decode([String].self, forKey: .files)
        filmsAdded = try container.decode(Int.self, forKey: .filmsAdded)
        filmsUpdated = try container.decode(Int.self, forKey: .filmsUpdated)
        viewingsAdded = try container.decode(Int.self, forKey: .viewingsAdded)
        viewingsMerged = try container.decode(Int.self, forKey: .viewingsMerged)
        others = try container.decode([OtherImportDocument].self, forKey: .others)
        undoneAt = try container.optional(Date.self, forKey: .undoneAt)
    }

    /// The record it describes, with nothing to take back: a client lists imports, and asks
    /// the server to take one back.
    public var record: ImportRecord {
        ImportRecord(
            number: number, importedAt: importedAt, source: ImportSource(service: service, files: files), filmsAdded: filmsAdded,
            filmsUpdated: filmsUpdated, viewingsAdded: viewingsAdded, viewingsMerged: viewingsMerged,
            reversal: ImportReversal(films: [], viewings: [], merges: [], notes: [], ratings: []), others: others.map(\.summary), undoneAt: undoneAt
        )
    }
}

/// `POST /v1/imports/{number}/undo`: what taking an import back did, or would do.
public struct UndoSummaryDocument: Codable, Sendable, Equatable {
    /// The import.
    public let number: Int
    /// Films removed.
    public let filmsRemoved: Int
    /// Films the import added that stay, for something came to them later.
    public let filmsKept: Int
    /// Viewings removed.
    public let viewingsRemoved: Int
    /// Viewings given back their fields from before the import.
    public let viewingsRestored: Int
    /// Notes and films' ratings put back.
    public let notesAndRatingsRestored: Int
    /// What the import added or changed that changed since, left as it is.
    public let changedSince: Int
    /// What it took back of other kinds, by kind.
    public let others: [OtherUndoSummary]

    /// The document of `summary`.
    public init(_ summary: UndoSummary) {
        number = summary.number
        filmsRemoved = summary.filmsRemoved
        filmsKept = summary.filmsKept
        viewingsRemoved = summary.viewingsRemoved
        viewingsRestored = summary.viewingsRestored
        notesAndRatingsRestored = summary.notesAndRatingsRestored
        changedSince = summary.changedSince
        others = summary.others
    }

    /// The summary it describes.
    public var summary: UndoSummary {
        var summary = UndoSummary()
        summary.number = number
        summary.filmsRemoved = filmsRemoved
        summary.filmsKept = filmsKept
        summary.viewingsRemoved = viewingsRemoved
        summary.viewingsRestored = viewingsRestored
        summary.notesAndRatingsRestored = notesAndRatingsRestored
        summary.changedSince = changedSince
        summary.others = others
        return summary
    }
}
