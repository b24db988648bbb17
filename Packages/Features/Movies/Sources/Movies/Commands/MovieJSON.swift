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
