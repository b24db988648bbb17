/// `GET /find/{imdb_id}?external_source=imdb_id`: the series and films with that IMDb id.
struct TMDBFound: Decodable {
    let tv_results: [Result]
    let movie_results: [Result]

    struct Result: Decodable {
        let id: Int
    }
}
