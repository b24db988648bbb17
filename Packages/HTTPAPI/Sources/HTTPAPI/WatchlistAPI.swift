import AuthInterface
import Foundation
import Hummingbird
import MoviesInterface
import WatchlistInterface

/// The routes of the API, `/health` and `/v1`:
///
/// | route | does |
/// | --- | --- |
/// | `GET /health` | 200 while the server runs |
/// | `POST /v1/signup`, `POST /v1/login` | `{name, password}` → `{profile, token, expiresAt}` |
/// | `POST /v1/logout` | revokes the token presented |
/// | `GET /v1/me` | the token's profile |
/// | `GET /v1/movies?query=WORDS[&year=&limit=]`, `GET /v1/movies/{id}` | the catalog |
/// | `GET /v1/list`, `POST /v1/list` `{id, note}`, `DELETE /v1/list/{id}` | the token's list |
/// | `POST /v1/list/{id}/viewings` `{on, rating, review}`, `GET /v1/history` | its viewings |
///
/// Every `/v1` route but sign-up and log-in needs `Authorization: Bearer TOKEN` and sees only
/// that token's profile. Failed log-ins are throttled per name and per client address
/// (``LogInThrottle``): 429 with `Retry-After`. Errors are `{"error": message}` with a 4xx
/// status that says whose fault it was.
public enum WatchlistAPI {
    /// The router, for an `Application` or a test; `throttle` limits failed log-ins.
    public static func router(_ services: APIServices, throttle: LogInThrottle = LogInThrottle()) -> Router<APIRequestContext> {
        let router = Router(context: APIRequestContext.self)
        // Method and path only: no header (and so no token) is ever logged.
        router.add(middleware: LogRequestsMiddleware(.info, includeHeaders: .none))
        router.add(middleware: ErrorMappingMiddleware())
        router.get("health") { _, _ in APIDocuments.Health(status: "ok") }

        let v1 = router.group("v1")
        v1.post("signup") { request, context in
            let credentials = try await request.decode(as: APIDocuments.Credentials.self, context: context)
            let issued = try services.accounts.signUp(name: credentials.name, password: credentials.password)
            return EditedResponse(status: .created, response: APIDocuments.Session(issued))
        }
        v1.post("login") { request, context in
            let credentials = try await request.decode(as: APIDocuments.Credentials.self, context: context)
            if let wait = throttle.retryAfter(name: credentials.name, address: context.clientAddress) {
                throw APIError(status: .tooManyRequests, message: "too many failed log-ins; try again in \(wait) seconds", retryAfter: wait)
            }
            do {
                let issued = try services.accounts.logIn(name: credentials.name, password: credentials.password)
                throttle.succeeded(name: credentials.name)
                return APIDocuments.Session(issued)
            } catch AuthError.invalidCredentials {
                throttle.failed(name: credentials.name, address: context.clientAddress)
                throw AuthError.invalidCredentials
            }
        }

        let signedIn = v1.group().add(middleware: BearerTokenMiddleware(accounts: services.accounts))
        signedIn.post("logout") { _, context in
            if let token = context.token { try services.accounts.logOut(token: token) }
            return HTTPResponse.Status.noContent
        }
        signedIn.get("me") { _, context in APIDocuments.ProfileDocument(try context.signedIn()) }
        addMovieRoutes(to: signedIn, movies: services.movies)
        addListRoutes(to: signedIn, services: services)
        return router
    }

    private static func addMovieRoutes(to group: RouterGroup<APIRequestContext>, movies: any MovieService) {
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
            return APIDocuments.Plain(value: try await movies.search(words, year: year, limit: limit))
        }
        group.get("movies/:id") { _, context in
            let id = try movies.movieID(parsing: try context.parameters.require("id"))
            return APIDocuments.Plain(value: try await movies.movie(id))
        }
    }

    private static func addListRoutes(to group: RouterGroup<APIRequestContext>, services: APIServices) {
        group.get("list") { _, context in
            let entries = try services.watchlist(try context.signedIn()).entries(filter: .all, sort: .added)
            return APIDocuments.Plain(value: entries.map(APIDocuments.Entry.init))
        }
        group.post("list") { request, context in
            let body = try await request.decode(as: APIDocuments.NewEntry.self, context: context)
            let watchlist = services.watchlist(try context.signedIn())
            let (entry, added) = try await watchlist.add(try watchlist.movieID(parsing: body.id), note: body.note)
            return EditedResponse(status: added ? .created : .ok, response: APIDocuments.Entry(entry))
        }
        group.delete("list/:id") { _, context in
            let watchlist = services.watchlist(try context.signedIn())
            try watchlist.remove(try watchlist.movieID(parsing: try context.parameters.require("id")))
            return HTTPResponse.Status.noContent
        }
        group.post("list/:id/viewings") { request, context in
            let body = try await request.decode(as: APIDocuments.NewViewing.self, context: context)
            let day = try body.on.map { text throws(APIError) -> CalendarDay in
                guard let day = CalendarDay(parsing: text) else { throw APIError(status: .badRequest, message: "on must be a date, YYYY-MM-DD, not \(text)") }
                return day
            }
            let watchlist = services.watchlist(try context.signedIn())
            let id = try watchlist.movieID(parsing: try context.parameters.require("id"))
            let entry = try watchlist.markWatched(id, on: day, rating: body.rating, review: body.review)
            return EditedResponse(status: .created, response: APIDocuments.Entry(entry))
        }
        group.get("history") { _, context in
            let viewings = try services.watchlist(try context.signedIn()).history()
            return APIDocuments.Plain(value: viewings.map(APIDocuments.HistoryViewing.init))
        }
    }
}
