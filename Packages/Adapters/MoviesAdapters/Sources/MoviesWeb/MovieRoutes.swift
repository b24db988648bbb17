import APIRouting
import Hummingbird
import MoviesInterface
import WebServer

/// `GET /v1/movies?query=WORDS[&year=&limit=]` and `GET /v1/movies/{id}`: the server's catalog.
/// `year` is any whole number; `limit`, from 1 to 100, is 20 when left out.
public struct MovieRoutes: APIRoutes {
    /// The results a search may ask for.
    static let limits = 1...100

    let movies: any MovieService

    /// Routes on `movies`.
    public init(movies: any MovieService) {
        self.movies = movies
    }

    public func add(to groups: APIRouteGroups) {
        let (movies, limits) = (movies, Self.limits)
        let group = groups.signedIn
        group.get("movies") { request, _ in
            let words = try request.searchWords(example: "/v1/movies?query=WORDS")
            let year = try request.integer("year")
            let limit = try request.integer("limit", in: limits) ?? 20
            return JSONBody(try await movies.search(words, year: year, limit: limit))
        }
        group.get("movies/:id") { _, context in
            let id = try movies.movieID(parsing: try context.parameters.requireDecoded("id"))
            return JSONBody(try await movies.movie(id))
        }
    }
}

/// How Movies' errors are answered: an id no catalog has, or one of another catalog, 404; an
/// id that is no id 400; a catalog that cannot be reached 503.
public struct MoviesHTTPErrors: HTTPErrorMapping {
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case MovieCatalogError.notFound, MovieServiceError.otherCatalog: HTTPErrorAnswer(.notFound)
        case is MovieIDError: HTTPErrorAnswer(.badRequest)
        case let error as MovieCatalogError where error.isUnavailable: HTTPErrorAnswer(.serviceUnavailable)
        default: nil
        }
    }
}
