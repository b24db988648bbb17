import Foundation

/// The movies the fixture server knows, with TMDB's real ids, as TMDB would describe them,
/// with `release_dates` by country when `append_to_response` asks for them.
enum FixtureMovies {
    struct Movie {
        let id: Int
        let imdbID: String
        let title: String
        let releaseDate: String
        let runtime: Int
        let genres: [String]
        let directors: [String]
        /// Actors and characters, listed out of billing order on purpose: `order` decides.
        let cast: [(name: String, character: String, order: Int)]
        /// Its releases: the country, TMDB's type (3 theatrical, 4 digital) and the day.
        var releases: [(country: String, type: Int, day: String)] = []
        /// TMDB's status: `Released`, `Post Production`...
        var status = "Released"
    }

    static let all = [
        Movie(id: 603, imdbID: "tt0133093", title: "The Matrix", releaseDate: "1999-03-30", runtime: 136, genres: ["Action", "Science Fiction"],
              directors: ["Lana Wachowski", "Lilly Wachowski"],
              cast: [("Laurence Fishburne", "Morpheus", 1), ("Keanu Reeves", "Thomas A. Anderson / Neo", 0), ("Carrie-Anne Moss", "Trinity", 2), ("Hugo Weaving", "Agent Smith", 3)]),
        Movie(id: 604, imdbID: "tt0234215", title: "The Matrix Reloaded", releaseDate: "2003-05-15", runtime: 138, genres: ["Action", "Science Fiction"],
              directors: ["Lana Wachowski", "Lilly Wachowski"],
              cast: [("Keanu Reeves", "Neo", 0), ("Laurence Fishburne", "Morpheus", 1)]),
        Movie(id: 550, imdbID: "tt0137523", title: "Fight Club", releaseDate: "1999-10-15", runtime: 139, genres: ["Drama"],
              directors: ["David Fincher"],
              cast: [("Edward Norton", "Narrator", 0), ("Brad Pitt", "Tyler Durden", 1), ("Helena Bonham Carter", "Marla Singer", 2)]),
        Movie(id: 27205, imdbID: "tt1375666", title: "Inception", releaseDate: "2010-07-15", runtime: 148, genres: ["Action", "Science Fiction", "Adventure"],
              directors: ["Christopher Nolan"],
              cast: [("Leonardo DiCaprio", "Cobb", 0), ("Joseph Gordon-Levitt", "Arthur", 1), ("Elliot Page", "Ariadne", 2)],
              releases: [("US", 3, "2010-07-16"), ("GB", 3, "2010-07-16"), ("US", 4, "2010-12-03")]),
        // Not out when the fixtures were written: a theatrical release in December 2026 (two
        // days earlier in Britain) and a digital one announced for March 2027.
        Movie(id: 1003596, imdbID: "tt21357150", title: "Avengers: Doomsday", releaseDate: "2026-12-16", runtime: 0, genres: ["Action", "Science Fiction"],
              directors: ["Anthony Russo", "Joe Russo"], cast: [("Robert Downey Jr.", "Victor von Doom", 0)],
              releases: [("GB", 3, "2026-12-16"), ("US", 3, "2026-12-18"), ("US", 1, "2026-12-14"), ("US", 4, "2027-03-02")], status: "Post Production"),
    ]

    static func searchPage(_ movies: [Movie]) -> Data {
        encode([
            "page": 1,
            "results": movies.map { ["id": $0.id, "title": $0.title, "original_title": $0.title, "release_date": $0.releaseDate, "adult": false] },
            "total_pages": 1,
            "total_results": movies.count,
        ])
    }

    /// `find/{imdbID}?external_source=imdb_id`: the movie with that IMDb id, if any, and the
    /// series or episode (`tv`).
    static func findResults(_ movies: [Movie], tv: (shows: [[String: Any]], episodes: [[String: Any]])) -> Data {
        encode([
            "movie_results": movies.map {
                ["id": $0.id, "title": $0.title, "original_title": $0.title, "release_date": $0.releaseDate, "poster_path": FixturePoster.path(movie: $0.id)]
            },
            "person_results": [Any](), "tv_results": tv.shows, "tv_episode_results": tv.episodes, "tv_season_results": [Any](),
        ])
    }

    static func details(_ movie: Movie, releaseDates: Bool = false) -> Data {
        var details: [String: Any] = [
            "id": movie.id,
            "title": movie.title,
            "release_date": movie.releaseDate,
            "runtime": movie.runtime,
            "genres": movie.genres.enumerated().map { ["id": $0.offset + 1, "name": $0.element] },
            "status": movie.status,
            "poster_path": FixturePoster.path(movie: movie.id),
        ]
        if releaseDates {
            let countries = movie.releases.reduce(into: [String]()) { if !$0.contains($1.country) { $0.append($1.country) } }
            details["release_dates"] = ["results": countries.map { country in
                [
                    "iso_3166_1": country,
                    "release_dates": movie.releases.filter { $0.country == country }.map { release in
                        ["certification": "", "iso_639_1": "", "note": "", "release_date": "\(release.day)T00:00:00.000Z", "type": release.type] as [String: Any]
                    },
                ] as [String: Any]
            }]
        }
        return encode(details)
    }

    static func credits(_ movie: Movie) -> Data {
        encode([
            "id": movie.id,
            "cast": movie.cast.map { ["name": $0.name, "character": $0.character, "order": $0.order, "known_for_department": "Acting"] },
            "crew": movie.directors.map { ["name": $0, "job": "Director", "department": "Directing"] }
                + [["name": "Bill Pope", "job": "Director of Photography", "department": "Camera"]],
        ])
    }

    private static func encode(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
