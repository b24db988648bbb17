import APIContract
import APIRouting
import Hummingbird
import ReadCache
import WatchlistAPI
import WatchlistInterface
import WebServer

/// A list and its viewings. `GET /v1/list` takes `filter` (all, watched, unwatched) and `sort`
/// (added, title, year, rating), as `watchlist list` does. Each route acts on the token's own list, or with `?of=NAME` on
/// NAME's list when NAME shares it with the token's profile (404 when not, 403 for a change
/// through a read-only share). The own list's answer comes from the ``ReadCache``, which each
/// change here makes forget it.
enum ListRoutes {
    static func add(to group: RouterGroup<ServerRequestContext>, lists: WatchlistRoutes) {
        group.get("list") { request, context in
            let profile = try context.signedIn()
            let filter = try choice(WatchlistFilter.self, named: "filter", in: request) ?? .all
            let sort = try choice(WatchlistSort.self, named: "sort", in: request) ?? .added
            guard let owner = sharedOwner(request) else {
                // Only the whole list in its stored order is cached: what clients ask for most,
                // and one answer per profile for a change to make the cache forget.
                guard filter == .all, sort == .added else {
                    return WrittenJSON(bytes: ListJSON.encode(try await lists.lists(profile).entries(filter: filter, sort: sort)))
                }
                let body = try await lists.cache.listAnswer(of: profile.id) {
                    ListJSON.encode(try await lists.lists(profile).entries(filter: .all, sort: .added))
                }
                return WrittenJSON(body: body)
            }
            return WrittenJSON(bytes: ListJSON.encode(try await lists.lists(profile).sharedList(of: owner).entries(filter: filter, sort: sort)))
        }
        group.post("list") { request, context in
            let body = try await request.document(NewEntryDocument.self, context: context)
            try DocumentChecks.check(body)
            let watchlist = try list(request, context, lists)
            let (entry, added) = try await lists.cache.afterWriting(try changed(request, context)) {
                try await watchlist.add(try watchlist.movieID(parsing: body.id), note: body.note)
            }
            return JSONBody(EntryDocument(entry), status: added ? .created : .ok)
        }
        group.delete("list/:id") { request, context in
            let watchlist = try list(request, context, lists)
            let id = try watchlist.movieID(parsing: try context.parameters.requireDecoded("id"))
            try await lists.cache.afterWriting(try changed(request, context)) { try await watchlist.remove(id) }
            return HTTPResponse.Status.noContent
        }
        group.post("list/:id/viewings") { request, context in
            let body = try await request.document(NewViewingDocument.self, context: context)
            let day = try body.on.map { text throws(APIError) -> CalendarDay in
                guard let day = CalendarDay(parsing: text) else { throw APIError(status: .badRequest, message: "on must be a date, YYYY-MM-DD, not \(text)") }
                return day
            }
            try DocumentChecks.check(body)
            let watchlist = try list(request, context, lists)
            let id = try watchlist.movieID(parsing: try context.parameters.requireDecoded("id"))
            let (entry, listed) = try await lists.cache.afterWriting(try changed(request, context)) {
                try await watchlist.markWatched(id, on: day, rating: body.rating, review: body.review)
            }
            return JSONBody(RecordedViewingDocument(entry, listed: listed), status: .created)
        }
        group.get("history") { request, context in
            WrittenJSON(bytes: ListJSON.encode(try await list(request, context, lists).history()))
        }
    }

    /// The value of the query parameter `name`, one of `Choice`'s raw values; `nil` when absent.
    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _: Choice.Type, named name: String, in request: Request
    ) throws(APIError) -> Choice? where Choice.RawValue == String {
        guard let text = request.uri.queryParameters[Substring(name)].map(String.init) else { return nil }
        guard let value = Choice(rawValue: text) else {
            let values = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError(status: .badRequest, message: "\(name) must be one of \(values), not \(text)")
        }
        return value
    }

    /// The token's list, or the shared list `?of=` names.
    private static func list(_ request: Request, _ context: ServerRequestContext, _ lists: WatchlistRoutes) throws -> any WatchlistService {
        let own = lists.lists(try context.signedIn())
        guard let owner = sharedOwner(request) else { return own }
        return own.sharedList(of: owner)
    }

    /// The name `?of=` gives, when it gives one.
    private static func sharedOwner(_ request: Request) -> String? {
        guard let owner = request.uri.queryParameters["of"].map(String.init), !owner.isEmpty else { return nil }
        return owner
    }

    /// What a change to the list of this request makes stale: the token's own list, or,
    /// through a share, a list whose owner's id this route does not know.
    private static func changed(_ request: Request, _ context: ServerRequestContext) throws -> CacheInvalidation {
        sharedOwner(request) == nil ? .list(owner: try context.signedIn().id) : .everyList
    }
}
