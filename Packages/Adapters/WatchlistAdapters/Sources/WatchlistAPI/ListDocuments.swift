import APIContract
import Foundation
import MoviesInterface
import WatchlistInterface

/// `POST /v1/list`: a film to add, by id.
public struct NewEntryDocument: Codable, Sendable {
    /// The movie's id, `offline:12`; a bare number belongs to the server's catalog.
    public let id: String
    /// A note to keep with it.
    public let note: String?

    /// Creates one.
    public init(id: String, note: String?) {
        self.id = id
        self.note = note
    }
}

/// `POST /v1/list/{id}/viewings`.
public struct NewViewingDocument: Codable, Sendable {
    /// `YYYY-MM-DD`; today when absent.
    public let on: String?
    /// From 1 to 10.
    public let rating: Int?
    /// A few words.
    public let review: String?

    /// Creates one.
    public init(on: String?, rating: Int?, review: String?) {
        self.on = on
        self.rating = rating
        self.review = review
    }
}

/// A film on a list.
public struct EntryDocument: Codable, Sendable, Equatable {
    /// The movie's id, `offline:12`.
    public let id: String
    /// Its title.
    public let title: String
    /// Its year.
    public let year: Int?
    /// The note kept with it.
    public let note: String?
    /// When it was added.
    public let added: Date
    /// How many times it has been watched.
    public let viewings: Int
    /// The day of its latest viewing, `YYYY-MM-DD`.
    public let lastWatched: String?
    /// The rating of its latest rated viewing.
    public let rating: Int?

    /// The document of `entry`.
    public init(_ entry: WatchlistEntry) {
        id = entry.movieID.description
        title = entry.title
        year = entry.year
        note = entry.note
        added = entry.addedAt
        viewings = entry.viewingCount
        lastWatched = entry.lastWatchedOn?.description
        rating = entry.rating
    }

    /// The entry it describes.
    public func entry() throws(APIDocumentError) -> WatchlistEntry {
        WatchlistEntry(
            movieID: try DocumentValues.movieID(id, field: "id"), title: title, year: year, note: note, addedAt: added,
            lastWatchedOn: try lastWatched.map { text throws(APIDocumentError) in try DocumentValues.day(text, field: "lastWatched") },
            rating: rating, viewingCount: viewings
        )
    }
}

/// What `POST /v1/list/{id}/viewings` answers: the entry as it is now (its fields at the top
/// level, as an ``EntryDocument``), and whether this viewing put the movie on the list.
public struct RecordedViewingDocument: Codable, Sendable, Equatable {
    /// The entry.
    public let entry: EntryDocument
    /// Whether the movie was not on the list before this viewing.
    public let listed: Bool

    private enum CodingKeys: String, CodingKey { case listed }

    /// The document of a recorded viewing.
    public init(_ entry: WatchlistEntry, listed: Bool) {
        self.entry = EntryDocument(entry)
        self.listed = listed
    }

    public init(from decoder: any Decoder) throws {
        entry = try EntryDocument(from: decoder)
        // A server from before this field answered only for movies already on the list.
        listed = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Bool.self, forKey: .listed) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(listed, forKey: .listed)
    }
}

/// A viewing in a history.
public struct ViewingDocument: Codable, Sendable, Equatable {
    /// The movie's id.
    public let id: String
    /// Its title.
    public let title: String
    /// Its year.
    public let year: Int?
    /// The day it was watched, `YYYY-MM-DD`.
    public let watched: String
    /// The rating given.
    public let rating: Int?
    /// The review written.
    public let review: String?

    /// The document of `viewing`.
    public init(_ viewing: Viewing) {
        id = viewing.movieID.description
        title = viewing.title
        year = viewing.year
        watched = viewing.watchedOn.description
        rating = viewing.rating
        review = viewing.review
    }

    /// The viewing it describes.
    public func viewing() throws(APIDocumentError) -> Viewing {
        Viewing(
            movieID: try DocumentValues.movieID(id, field: "id"), title: title, year: year,
            watchedOn: try DocumentValues.day(watched, field: "watched"), rating: rating, review: review
        )
    }
}

/// A share of a list.
public struct ShareDocument: Codable, Sendable, Equatable {
    /// Whose list it is.
    public let owner: String
    /// Whom it is shared with.
    public let reader: String
    /// `read` or `write`.
    public let access: ShareAccess

    /// The document of `share`.
    public init(_ share: ListShare) {
        owner = share.owner
        reader = share.reader
        access = share.access
    }

    /// The share it describes.
    public var share: ListShare { ListShare(owner: owner, reader: reader, access: access) }
}

/// `PUT /v1/shares/{name}`.
public struct ShareRequestDocument: Codable, Sendable {
    /// What the profile may do with your list.
    public let access: ShareAccess

    /// Creates one.
    public init(access: ShareAccess) {
        self.access = access
    }
}

extension NewEntryDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id), note: try container.optional(String.self, forKey: .note))
    }
}

extension NewViewingDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            on: try container.optional(String.self, forKey: .on), rating: try container.optional(Int.self, forKey: .rating),
            review: try container.optional(String.self, forKey: .review)
        )
    }
}
