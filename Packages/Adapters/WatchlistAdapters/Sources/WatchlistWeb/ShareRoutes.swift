import APIContract
import APIRouting
import Hummingbird
import WatchlistAPI
import WebServer

/// `GET /v1/shares`, `PUT /v1/shares/{name}` `{access}` and `DELETE /v1/shares/{name}`: the
/// token's profile shares its list, and sees the shares it gives and receives. Sharing with a
/// name no profile has is 404; with the token's own, 409.
enum ShareRoutes {
    static func add(to group: RouterGroup<ServerRequestContext>, lists: WatchlistRoutes) {
        group.get("shares") { _, context in
            JSONBody(try await lists.sharing(try context.signedIn()).shares().map(ShareDocument.init))
        }
        group.put("shares/:name") { request, context in
            let body = try await request.document(ShareRequestDocument.self, context: context)
            try await lists.sharing(try context.signedIn()).share(with: try context.parameters.requireDecoded("name"), access: body.access)
            return HTTPResponse.Status.noContent
        }
        group.delete("shares/:name") { _, context in
            try await lists.sharing(try context.signedIn()).unshare(with: try context.parameters.requireDecoded("name"))
            return HTTPResponse.Status.noContent
        }
    }
}
