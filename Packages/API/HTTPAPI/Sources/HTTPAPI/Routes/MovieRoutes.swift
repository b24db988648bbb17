import Hummingbird
import MoviesInterface

/// `GET /v1/movies?query=WORDS[&year=&limit=]` and `GET /v1/movies/{id}`: the server's catalog.
/// `year` is any whole number; `limit`, from 1 to 100, is 20 when left out.
enum MovieRoutes {
    /// The results a search may ask for.
    static let limits = 1...100

    static func add(to group: RouterGroup<APIRequestContext>, movies: any MovieService) {
        group.get("movies") { request, _ in
            let query = request.uri.queryParameters
            guard let words = query["query"].map(String.init), !words.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw APIError(status: .badRequest, message: "give the words to search for: /v1/movies?query=WORDS")
            }
            let year = try query["year"].map { text throws(APIError) -> Int in
                guard let year = Int(text) else { throw APIError(status: .badRequest, message: "year must be a number, not \(text)") }
                return year
            }
            let limit = try query["limit"].map { text throws(APIError) -> Int in
                guard let limit = Int(text), limits.contains(limit) else {
                    throw APIError(status: .badRequest, message: "limit must be a number from \(limits.lowerBound) to \(limits.upperBound), not \(text)")
                }
                return limit
            } ?? 20
            return JSONBody(try await movies.search(words, year: year, limit: limit))
        }
        group.get("movies/:id") { _, context in
            let id = try movies.movieID(parsing: try context.parameters.requireDecoded("id"))
            return JSONBody(try await movies.movie(id))
        }
    }
}
