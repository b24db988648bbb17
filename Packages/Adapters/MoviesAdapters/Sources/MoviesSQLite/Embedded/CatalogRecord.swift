import MoviesInterface

/// One film in `Packages/Adapters/MoviesAdapters/Catalog/catalog.json`, the source of the embedded catalog.
struct CatalogRecord: Decodable {
    let id: Int
    let title: String
    let year: Int
    let genres: [String]
    let runtime: Int
    let director: String
    let cast: [CastMember]

    var movie: Movie {
        Movie(
            id: MovieID(source: .offline, value: String(id)),
            title: title,
            year: year,
            genres: genres,
            runtimeMinutes: runtime,
            director: director,
            cast: cast
        )
    }
}
