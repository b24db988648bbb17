import Hummingbird
import MoviesInterface

/// `GET /v1/movies?query=WORDS[&year=&limit=]` and `GET /v1/movies/{id}`: the server's catalog.
enum MovieRoutes {
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
            let limit = min(max(query["limit"].flatMap { Int($0) } ?? 20, 1), 100)
            return JSONBody(try await movies.search(words, year: year, limit: limit))
        }
        group.get("movies/:id") { _, context in
            let id = try movies.movieID(parsing: try context.parameters.require("id"))
            return JSONBody(try await movies.movie(id))
        }
    }
}
