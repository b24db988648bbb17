/// The parts of TMDB's documented movie JSON that the calendar reads.
enum TMDBMovieDocuments {
    /// `GET /movie/{id}?append_to_response=release_dates`.
    struct Movie: Decodable {
        let id: Int
        let title: String
        /// The primary release date, `YYYY-MM-DD` or empty.
        let release_date: String?
        let release_dates: Countries?
    }

    struct Countries: Decodable {
        let results: [Country]
    }

    struct Country: Decodable {
        let iso_3166_1: String
        let release_dates: [Release]
    }

    struct Release: Decodable {
        /// 1 premiere, 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV.
        let type: Int
        /// `2026-12-18T00:00:00.000Z`.
        let release_date: String
    }
}
