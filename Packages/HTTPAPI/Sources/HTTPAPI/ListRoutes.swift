import APIContract
import Hummingbird
import WatchlistInterface

/// A list and its viewings. Each route acts on the token's own list, or with `?of=NAME` on
/// NAME's list when NAME shares it with the token's profile (404 when not, 403 for a change
/// through a read-only share).
enum ListRoutes {
    static func add(to group: RouterGroup<APIRequestContext>, services: APIServices) {
        group.get("list") { request, context in
            WrittenJSON(bytes: ListJSON.encode(try await list(request, context, services).entries(filter: .all, sort: .added)))
        }
        group.post("list") { request, context in
            let body = try await request.document(NewEntryDocument.self, context: context)
            let watchlist = try list(request, context, services)
            let (entry, added) = try await watchlist.add(try watchlist.movieID(parsing: body.id), note: body.note)
            return JSONBody(EntryDocument(entry), status: added ? .created : .ok)
        }
        group.delete("list/:id") { request, context in
            let watchlist = try list(request, context, services)
            try await watchlist.remove(try watchlist.movieID(parsing: try context.parameters.require("id")))
            return HTTPResponse.Status.noContent
        }
        group.post("list/:id/viewings") { request, context in
            let body = try await request.document(NewViewingDocument.self, context: context)
            let day = try body.on.map { text throws(APIError) -> CalendarDay in
                guard let day = CalendarDay(parsing: text) else { throw APIError(status: .badRequest, message: "on must be a date, YYYY-MM-DD, not \(text)") }
                return day
            }
            let watchlist = try list(request, context, services)
            let id = try watchlist.movieID(parsing: try context.parameters.require("id"))
            let entry = try await watchlist.markWatched(id, on: day, rating: body.rating, review: body.review)
            return JSONBody(EntryDocument(entry), status: .created)
        }
        group.get("history") { request, context in
            WrittenJSON(bytes: ListJSON.encode(try await list(request, context, services).history()))
        }
    }

    /// The token's list, or the shared list `?of=` names.
    private static func list(_ request: Request, _ context: APIRequestContext, _ services: APIServices) throws -> any WatchlistService {
        let own = services.watchlist(try context.signedIn())
        guard let owner = request.uri.queryParameters["of"].map(String.init), !owner.isEmpty else { return own }
        return own.sharedList(of: owner)
    }
}
