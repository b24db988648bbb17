import AuthInterface
import Foundation
import Hummingbird
import MoviesInterface
import WatchlistInterface

/// The JSON the API reads and writes: `/v1`'s documents.
enum APIDocuments {
    /// `POST /v1/signup` and `/v1/login`.
    struct Credentials: Decodable {
        let name: String
        let password: String
    }

    /// A profile.
    struct ProfileDocument: ResponseEncodable {
        let id: String
        let name: String

        init(_ profile: Profile) {
            id = profile.id.uuidString
            name = profile.name
        }
    }

    /// A token issued at sign-up or log-in.
    struct Session: ResponseEncodable {
        let profile: ProfileDocument
        let token: String
        let expiresAt: Date

        init(_ issued: IssuedToken) {
            profile = ProfileDocument(issued.profile)
            token = issued.token
            expiresAt = issued.expiresAt
        }
    }

    /// `POST /v1/list`.
    struct NewEntry: Decodable {
        let id: String
        let note: String?
    }

    /// `POST /v1/list/{id}/viewings`.
    struct NewViewing: Decodable {
        /// `YYYY-MM-DD`; today when absent.
        let on: String?
        let rating: Int?
        let review: String?
    }

    /// A film on the list.
    struct Entry: ResponseEncodable {
        let id: String
        let title: String
        let year: Int?
        let note: String?
        let added: Date
        let viewings: Int
        let lastWatched: String?
        let rating: Int?

        init(_ entry: WatchlistEntry) {
            id = entry.movieID.description
            title = entry.title
            year = entry.year
            note = entry.note
            added = entry.addedAt
            viewings = entry.viewingCount
            lastWatched = entry.lastWatchedOn?.description
            rating = entry.rating
        }
    }

    /// A viewing in the history.
    struct HistoryViewing: ResponseEncodable {
        let id: String
        let title: String
        let year: Int?
        let watched: String
        let rating: Int?
        let review: String?

        init(_ viewing: Viewing) {
            id = viewing.movieID.description
            title = viewing.title
            year = viewing.year
            watched = viewing.watchedOn.description
            rating = viewing.rating
            review = viewing.review
        }
    }

    /// Any value as it encodes itself (an array of documents, a movie), as a response.
    struct Plain<Value: Encodable & Sendable>: ResponseEncodable {
        let value: Value

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    /// `GET /health`.
    struct Health: ResponseEncodable {
        let status: String
    }
}
