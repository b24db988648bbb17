import APIContract
import Foundation
import WatchlistInterface

/// `GET /v1/export` and `POST /v1/import`: everything on a list.
public struct ArchiveDocument: Codable, Sendable, Equatable {
    /// A film, with its viewings in the order recorded.
    public struct Film: Codable, Sendable, Equatable {
        /// The movie's id.
        public let id: String
        /// Its title.
        public let title: String
        /// Its year.
        public let year: Int?
        /// The note kept with it.
        public let note: String?
        /// When it was added.
        public let added: Date
        /// Its viewings.
        public let viewings: [ArchivedViewingDocument]
        /// Its own rating, given with no viewing (an import's), from 1 to 10.
        public let rating: Int?
    }

    /// The films in the order added.
    public let films: [Film]
    /// In an import's request: what the same import brought of other kinds, already imported
    /// through their own routes, for the server to remember with the films. Absent in exports.
    public let imported: [OtherImportDocument]?

    /// The document of `films`, with `imported` for an import's request.
    public init(_ films: [ArchivedMovie], imported: [OtherImportSummary] = []) {
        self.imported = imported.isEmpty ? nil : imported.map { OtherImportDocument($0, withReversal: true) }
        self.films = films.map { film in
            Film(
                id: film.movieID.description, title: film.title, year: film.year, note: film.note, addedAt: film.addedAt,
                viewings: film.viewings.map(ArchivedViewingDocument.init), rating: film.rating
            )
        }
    }

    /// Decodes it, refusing `null` for `imported` (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        films = try container.decode([Film].self, forKey: .films)
        imported = try container.optional([OtherImportDocument].self, forKey: .imported)
    }

    /// The films it holds.
    public func archivedMovies() throws(APIDocumentError) -> [ArchivedMovie] {
        var films: [ArchivedMovie] = []
        for (index, film) in self.films.enumerated() {
            var viewings: [ArchivedViewing] = []
            for (number, viewing) in film.viewings.enumerated() {
                viewings.append(ArchivedViewing(
                    watchedOn: try DocumentValues.day(viewing.on, field: "films[\(index)].viewings[\(number)].on"),
                    rating: viewing.rating, review: viewing.review
                ))
            }
            films.append(ArchivedMovie(
                movieID: try DocumentValues.movieID(film.id, field: "films[\(index)].id"), title: film.title, year: film.year,
                note: film.note, addedAt: film.added, viewings: viewings, rating: film.rating
            ))
        }
        return films
    }
}

extension ArchiveDocument.Film {
    init(id: String, title: String, year: Int?, note: String?, addedAt: Date, viewings: [ArchivedViewingDocument], rating: Int?) {
        self.id = id
        self.title = title
        self.year = year
        self.note = note
        added = addedAt
        self.viewings = viewings
        self.rating = rating
    }
}

/// A viewing in an archive.
public struct ArchivedViewingDocument: Codable, Sendable, Equatable {
    /// The day, `YYYY-MM-DD`.
    public let on: String
    /// The rating given.
    public let rating: Int?
    /// The review written.
    public let review: String?

    /// The document of `viewing`.
    public init(_ viewing: ArchivedViewing) {
        on = viewing.watchedOn.description
        rating = viewing.rating
        review = viewing.review
    }
}

extension ArchiveDocument.Film {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
            year: try container.optional(Int.self, forKey: .year), note: try container.optional(String.self, forKey: .note),
            addedAt: try container.decode(Date.self, forKey: .added), viewings: try container.decode([ArchivedViewingDocument].self, forKey: .viewings),
            rating: try container.optional(Int.self, forKey: .rating)
        )
    }
}

extension ArchivedViewingDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        on = try container.decode(String.self, forKey: .on)
        rating = try container.optional(Int.self, forKey: .rating)
        review = try container.optional(String.self, forKey: .review)
    }
}
