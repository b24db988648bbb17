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
    }

    /// The films in the order added.
    public let films: [Film]

    /// The document of `films`.
    public init(_ films: [ArchivedMovie]) {
        self.films = films.map { film in
            Film(
                id: film.movieID.description, title: film.title, year: film.year, note: film.note, addedAt: film.addedAt,
                viewings: film.viewings.map(ArchivedViewingDocument.init)
            )
        }
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
                note: film.note, addedAt: film.added, viewings: viewings
            ))
        }
        return films
    }
}

extension ArchiveDocument.Film {
    init(id: String, title: String, year: Int?, note: String?, addedAt: Date, viewings: [ArchivedViewingDocument]) {
        self.id = id
        self.title = title
        self.year = year
        self.note = note
        added = addedAt
        self.viewings = viewings
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
