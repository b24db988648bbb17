import Foundation
import MoviesInterface

// The JSON that scripts read. Keys are stable; a missing value is `null`, never absent.

/// A search result: `{"id": "offline:1", "title": "The Godfather", "year": 1972,
/// "director": "Francis Ford Coppola", "runtime": 175}`.
struct MovieSummaryJSON: Encodable {
    let summary: MovieSummary

    init(_ summary: MovieSummary) { self.summary = summary }

    enum CodingKeys: String, CodingKey { case id, title, year, director, runtime }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary.id.description, forKey: .id)
        try container.encode(summary.title, forKey: .title)
        try container.encode(summary.year, forKey: .year)
        try container.encode(summary.director, forKey: .director)
        try container.encode(summary.runtimeMinutes, forKey: .runtime)
    }
}

/// One search result: a film (with `"kind": "film"`) or a title of another kind.
enum SearchResultJSON: Encodable {
    case film(MovieSummary)
    case other(OtherTitle)

    enum CodingKeys: String, CodingKey { case kind, id, title, startYear, endYear }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .film(let summary):
            try MovieSummaryJSON(summary).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("film", forKey: .kind)
        case .other(let title):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title.kind, forKey: .kind)
            try container.encode(title.id, forKey: .id)
            try container.encode(title.title, forKey: .title)
            try container.encode(title.startYear, forKey: .startYear)
            try container.encode(title.endYear, forKey: .endYear)
        }
    }
}

/// A movie's details, with its cast in billing order.
struct MovieDetailsJSON: Encodable {
    let movie: Movie

    init(_ movie: Movie) { self.movie = movie }

    enum CodingKeys: String, CodingKey { case id, title, year, genres, runtime, director, cast }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(movie.id.description, forKey: .id)
        try container.encode(movie.title, forKey: .title)
        try container.encode(movie.year, forKey: .year)
        try container.encode(movie.genres, forKey: .genres)
        try container.encode(movie.runtimeMinutes, forKey: .runtime)
        try container.encode(movie.director, forKey: .director)
        try container.encode(movie.cast, forKey: .cast)
    }
}
