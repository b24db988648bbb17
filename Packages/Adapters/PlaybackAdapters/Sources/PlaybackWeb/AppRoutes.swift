import APIRouting
import AuthInterface
import Hummingbird
import PlaybackAPI
import PlaybackInterface
import ReadCache
import WebServer

/// The apps' routes in the API, each on the token's profile and for a log-in token only (an
/// app may not make or revoke apps), as its part of the OpenAPI document (PlaybackAPI's
/// openapi.yaml) describes them:
///
/// - `GET /v1/apps`: the apps, by name, never a token;
/// - `POST /v1/apps` with `{"name": "Kodi", "scopes": ["scrobble"]}`: makes an app, 201 with its token;
/// - `DELETE /v1/apps/{name}`: revokes it, 204; the server forgets the tokens it had verified.
public struct AppRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any AppsService
    let cache: ReadCache

    /// Routes on each profile's apps; a revocation makes `cache` forget the tokens it verified.
    public init(service: @escaping @Sendable (Profile) -> any AppsService, cache: ReadCache) {
        self.service = service
        self.cache = cache
    }

    public func add(to groups: APIRouteGroups) {
        let (service, cache) = (service, cache)
        let group = groups.needing(.account)
        group.get("apps") { _, context in
            JSONBody(try await service(try context.signedIn()).apps().map { AppDocument($0) })
        }
        group.post("apps") { request, context in
            let body = try await request.document(NewAppDocument.self, context: context)
            let issued = try await service(try context.signedIn()).add(name: body.name, scopes: body.scopes.map(TokenScope.init(rawValue:)))
            return JSONBody(AppDocument(issued.app, token: issued.token), status: .created)
        }
        group.delete("apps/:name") { _, context in
            let name = try context.parameters.requireDecoded("name")
            try await cache.afterWriting(.everyToken) { try await service(try context.signedIn()).revoke(name: name) }
            return HTTPResponse.Status.noContent
        }
    }
}
