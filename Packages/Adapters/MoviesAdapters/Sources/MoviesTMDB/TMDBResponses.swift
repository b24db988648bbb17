/// The parts of TMDB's documented JSON that the catalog reads.
enum TMDBResponses {
    /// `GET /search/movie`.
    struct SearchPage: Decodable {
        let results: [SearchResult]
    }

    struct SearchResult: Decodable {
        let id: Int
        let title: String
        let release_date: String?
    }

    /// `GET /find/{external_id}?external_source=imdb_id`; only its movies are read.
    struct FindResults: Decodable {
        let movie_results: [SearchResult]
    }

    /// `GET /movie/{id}`.
    struct Details: Decodable {
        let id: Int
        let title: String
        let release_date: String?
        let runtime: Int?
        let genres: [Genre]
    }

    struct Genre: Decodable {
        let name: String
    }

    /// `GET /movie/{id}/credits`.
    struct Credits: Decodable {
        let cast: [CastCredit]
        let crew: [CrewCredit]
    }

    struct CastCredit: Decodable {
        let name: String
        let character: String?
        let order: Int?
    }

    struct CrewCredit: Decodable {
        let name: String
        let job: String?
    }
}
