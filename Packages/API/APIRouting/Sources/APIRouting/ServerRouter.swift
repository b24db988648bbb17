import APIContract
import AuthInterface
import Foundation
import Hummingbird
import NIOCore
import ReadCache
import WebServer

/// One router for every feature: `/health`, the OpenAPI document (`/openapi.yaml`, the shared
/// document with the features' parts), the API under `/v1` (each feature's ``APIRoutes``), the
/// media servers' webhooks, and the web page, as that document and docs/web.md describe them.
///
/// Every `/v1` route but sign-up and log-in needs `Authorization: Bearer TOKEN` and sees only
/// that token's profile; a token of limited rights (an app's), only the routes of its scopes. Errors are `{"error": message}` with a 4xx status that says whose
/// fault it was, from the features' ``HTTPErrorMapping``s. A method that a path does not take
/// is 405 with `Allow` (``MethodNotAllowedMiddleware``); path parameters are read
/// percent-decoded. Verified tokens are kept in the ``ReadCache``, which every write on this
/// server, and every write that its channel reports, makes forget.
public enum ServerRouter {
    /// The router, for an `Application` or a test. `cache` keeps nothing until it runs, as one
    /// of the application's services. With `site`, the router also serves the web page at the
    /// paths that its routes name, outside `/v1`. `document` is what `/openapi.yaml` serves: the
    /// shared document with the part of each feature whose `routes` are here. `health` is what
    /// `/health` answers, asked at each request.
    public static func router(
        accounts: any TokenAuthenticating, routes: [any APIRoutes], errors: [any HTTPErrorMapping], cache: ReadCache,
        document: ServedDocument, site: WebSite? = nil, health: @escaping @Sendable () -> HealthDocument = { HealthDocument(status: "ok") }
    ) -> Router<ServerRequestContext> {
        // HEAD answers wherever GET does, with GET's headers and no body (RFC 9110, 9.3.2).
        let router = Router(context: ServerRequestContext.self, options: .autoGenerateHeadEndpoints)
        // Method and path only: no header (and so no token), and no path's secret, is ever logged.
        router.add(middleware: RequestLogMiddleware(secretPathPrefixes: routes.flatMap(\.secretPathPrefixes)))
        router.add(middleware: ErrorMappingMiddleware(mappings: errors))
        router.get("health") { _, _ in JSONBody(health()) }
        router.get("openapi.yaml") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: document.text(at: Date())))
            )
        }

        let v1 = router.group("v1")
        let signedIn = v1.group().add(middleware: BearerTokenMiddleware(accounts: accounts, cache: cache, scope: nil))
        let groups = APIRouteGroups(root: router, open: v1, signedIn: signedIn) { scope in
            v1.group().add(middleware: BearerTokenMiddleware(accounts: accounts, cache: cache, scope: scope))
        }
        for feature in routes { feature.add(to: groups) }
        if let site { WebRoutes.add(site, to: router, accounts: accounts, cache: cache) }
        // Last, so that it wraps only the router's answer to a request that no route takes.
        router.add(middleware: MethodNotAllowedMiddleware(table: RouteTable(router.routes)))
        return router
    }
}
