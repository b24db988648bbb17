/// The parts of TMDB's documented TV JSON that the series catalog reads.
enum TMDBSeriesResponses {
    /// `GET /search/tv`.
    struct SearchPage: Decodable {
        let results: [SearchResult]
    }

    struct SearchResult: Decodable {
        let id: Int
    }

    /// `GET /tv/{id}?append_to_response=external_ids`.
    struct Show: Decodable {
        let id: Int
        let name: String
        let first_air_date: String?
        let last_air_date: String?
        /// `Returning Series`, `Ended`, `Canceled`...
        let status: String?
        /// `Scripted`, `Miniseries`...
        let type: String?
        let seasons: [SeasonSummary]?
        let external_ids: ExternalIDs?
    }

    struct SeasonSummary: Decodable {
        let season_number: Int
        let episode_count: Int?
    }

    /// `GET /tv/{id}/external_ids`.
    struct ExternalIDs: Decodable {
        let imdb_id: String?
    }

    /// `GET /tv/{id}/season/{number}`.
    struct Season: Decodable {
        let episodes: [EpisodeRecord]
    }

    struct EpisodeRecord: Decodable {
        let season_number: Int
        let episode_number: Int
        let name: String?
        let air_date: String?
        let runtime: Int?
        /// In `find`'s `tv_episode_results`.
        let show_id: Int?
    }

    /// `GET /find/{imdb_id}?external_source=imdb_id`; only its series and episodes are read.
    struct FindResults: Decodable {
        let tv_results: [SearchResult]
        let tv_episode_results: [EpisodeRecord]
    }
}
