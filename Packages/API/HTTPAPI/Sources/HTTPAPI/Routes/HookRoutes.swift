import APIContract
import Hummingbird
import ReadCache

/// The token's profile's hooks and inbox: `GET /v1/hooks`, `POST /v1/hooks` `{server, user}`
/// (201, with the secret shown this once), `DELETE /v1/hooks/{id}`, `GET /v1/hooks/{id}/events`,
/// `GET /v1/inbox`, `POST /v1/inbox/{number}/resolve` `{id}` and `DELETE /v1/inbox/{number}`.
/// Another profile's hook or item is 404, as one that does not exist.
enum HookRoutes {
    static func add(to group: RouterGroup<APIRequestContext>, services: APIServices, cache: ReadCache) {
        group.get("hooks") { _, context in
            JSONBody(try await services.hooks(try context.signedIn()).hooks().map(HookDocument.init))
        }
        group.post("hooks") { request, context in
            let body = try await request.document(NewHookDocument.self, context: context)
            let created = try await services.hooks(try context.signedIn()).create(body.server, mediaUser: body.user)
            return JSONBody(CreatedHookDocument(created), status: .created)
        }
        group.delete("hooks/:id") { _, context in
            try await services.hooks(try context.signedIn()).revoke(try number(context, "id"))
            return HTTPResponse.Status.noContent
        }
        group.get("hooks/:id/events") { _, context in
            JSONBody(try await services.hooks(try context.signedIn()).events(of: try number(context, "id")).map(HookEventDocument.init))
        }
        group.get("inbox") { _, context in
            JSONBody(try await services.hooks(try context.signedIn()).inbox().map(InboxItemDocument.init))
        }
        group.post("inbox/:number/resolve") { request, context in
            let body = try await request.document(ResolveDocument.self, context: context)
            let profile = try context.signedIn()
            let id = try services.movies.movieID(parsing: body.id)
            let event = try await cache.afterWriting(.list(owner: profile.id)) {
                try await services.hooks(profile).resolve(try number(context, "number"), as: id)
            }
            return JSONBody(HookEventDocument(event))
        }
        group.delete("inbox/:number") { _, context in
            try await services.hooks(try context.signedIn()).dismiss(try number(context, "number"))
            return HTTPResponse.Status.noContent
        }
    }

    /// A hook's or an item's number from the path; one that is not a number names nothing: 404.
    private static func number(_ context: APIRequestContext, _ name: String) throws -> Int {
        guard let number = Int(try context.parameters.requireDecoded(name)), number > 0 else {
            throw APIError(status: .notFound, message: "there is no \(name == "id" ? "hook" : "inbox item") \(context.parameters.get(name) ?? "")")
        }
        return number
    }
}
