import APIContract
import AuthInterface
import Foundation
import Hummingbird
import ReadCache

/// The routes of the API, `/health` and `/v1`, as `openapi.yaml` in the APIContract package
/// describes them:
///
/// | route | does |
/// | --- | --- |
/// | `GET /health` | 200 while the server runs |
/// | `POST /v1/signup`, `POST /v1/login` | `{name, password}` → `{profile, token, expiresAt, catalog}` |
/// | `POST /v1/logout` | revokes the token presented |
/// | `GET /v1/me` | the token's profile |
/// | `GET /v1/movies?query=WORDS[&year=&limit=]`, `GET /v1/movies/{id}` | the catalog |
/// | `GET /v1/list`, `POST /v1/list` `{id, note}`, `DELETE /v1/list/{id}` | a list |
/// | `POST /v1/list/{id}/viewings` `{on, rating, review}`, `GET /v1/history` | its viewings |
/// | `GET /v1/shares`, `PUT /v1/shares/{name}` `{access}`, `DELETE /v1/shares/{name}` | sharing |
/// | `GET /v1/export`, `POST /v1/import`, `POST /v1/import/history` | archives and other services' histories |
/// | `GET /v1/hooks`, `POST /v1/hooks`, `DELETE /v1/hooks/{id}`, `GET /v1/hooks/{id}/events` | webhooks |
/// | `GET /v1/inbox`, `POST /v1/inbox/{number}/resolve`, `DELETE /v1/inbox/{number}` | plays no film matched |
/// | `POST /webhooks/{secret}` | media servers' events (``WebhookRoutes``) |
///
/// Every `/v1` route but sign-up and log-in needs `Authorization: Bearer TOKEN` and sees only
/// that token's profile; the list routes take `?of=NAME` for a list shared with it. Failed
/// log-ins are throttled per name and per client address (``LogInThrottle``): 429 with
/// `Retry-After`. Errors are `{"error": message}` with a 4xx status that says whose fault it was.
/// A method that a path does not take is 405 with `Allow` (``MethodNotAllowedMiddleware``);
/// path parameters are read percent-decoded. `openapi.yaml` states every rule a request must
/// follow, and every status each route answers.
///
/// Verified tokens and each profile's own list answer are kept in a ``ReadCache``, which every
/// write on this server, and every write that its ``InvalidationChannel`` reports, makes forget.
public enum WatchlistAPI {
    /// The router, for an `Application` or a test; `throttle` limits failed log-ins. `cache`
    /// keeps nothing until it runs, as one of the application's services.
    /// With `site`, the router also serves the web page (``WebSite``) at the paths that its
    /// routes name, outside `/v1`.
    public static func router(
        _ services: APIServices, cache: ReadCache, throttle: LogInThrottle = LogInThrottle(), site: WebSite? = nil
    ) -> Router<APIRequestContext> {
        let router = Router(context: APIRequestContext.self)
        // Method and path only: no header (and so no token), and no hook's secret, is ever logged.
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: ErrorMappingMiddleware())
        router.get("health") { _, _ in JSONBody(HealthDocument(status: "ok")) }

        let v1 = router.group("v1")
        addAccountRoutes(to: v1, services: services, throttle: throttle)
        let signedIn = v1.group().add(middleware: BearerTokenMiddleware(accounts: services.accounts, cache: cache))
        signedIn.post("logout") { _, context in
            if let token = context.token {
                try await cache.afterWriting(.everyToken) { try await services.accounts.logOut(token: token) }
            }
            return HTTPResponse.Status.noContent
        }
        signedIn.get("me") { _, context in JSONBody(ProfileDocument(try context.signedIn())) }
        MovieRoutes.add(to: signedIn, movies: services.movies)
        ListRoutes.add(to: signedIn, services: services, cache: cache)
        ShareRoutes.add(to: signedIn, services: services)
        ArchiveRoutes.add(to: signedIn, services: services, cache: cache)
        HookRoutes.add(to: signedIn, services: services, cache: cache)
        WebhookRoutes.add(to: router, receiver: services.receiver, cache: cache)
        if let site { WebRoutes.add(site, to: router, accounts: services.accounts, cache: cache) }
        // Last, so that it wraps only the router's answer to a request that no route takes.
        router.add(middleware: MethodNotAllowedMiddleware(table: RouteTable(router.routes)))
        return router
    }

    private static func addAccountRoutes(to v1: RouterGroup<APIRequestContext>, services: APIServices, throttle: LogInThrottle) {
        let catalog = services.movies.catalogSource.rawValue
        @Sendable func session(_ issued: IssuedToken) -> SessionDocument {
            SessionDocument(profile: ProfileDocument(issued.profile), token: issued.token, expiresAt: issued.expiresAt, catalog: catalog)
        }
        v1.post("signup") { request, context in
            let credentials = try await request.document(CredentialsDocument.self, context: context)
            let issued = try await services.accounts.signUp(name: credentials.name, password: credentials.password)
            return JSONBody(session(issued), status: .created)
        }
        v1.post("login") { request, context in
            let credentials = try await request.document(CredentialsDocument.self, context: context)
            if let wait = throttle.retryAfter(name: credentials.name, address: context.clientAddress) {
                throw APIError(status: .tooManyRequests, message: "too many failed log-ins; try again in \(wait) seconds", retryAfter: wait)
            }
            do {
                let issued = try await services.accounts.logIn(name: credentials.name, password: credentials.password)
                throttle.succeeded(name: credentials.name)
                return JSONBody(session(issued))
            } catch AuthError.invalidCredentials {
                throttle.failed(name: credentials.name, address: context.clientAddress)
                throw AuthError.invalidCredentials
            }
        }
    }
}
