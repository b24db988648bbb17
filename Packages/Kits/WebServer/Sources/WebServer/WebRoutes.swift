import AuthInterface
import Foundation
import HTTPTypes
import Hummingbird
import ReadCache
import WebUI

/// Serves a ``WebSite`` on a router (the server's, beside its API, or a web dev app's alone). For every route it:
/// - reads the session cookie (a token of the accounts, checked through the ``ReadCache``),
///   and sends a signed-out visitor of a signed-in page to log in;
/// - refuses a form that another site sent (``Forgery``);
/// - reads the form's body within its limits (``WebForm``);
/// - answers with the page in the layout and the headers every page has (``WebAnswers``),
///   or with a page that explains an error, never with JSON.
public enum WebRoutes {
    /// A router that serves `site` alone, without the API: for a dev app that serves one
    /// feature's pages.
    public static func router(_ site: WebSite, accounts: any TokenAuthenticating, cache: ReadCache) -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: LogRequestsMiddleware(.info, includeHeaders: .none))
        add(site, to: router, accounts: accounts, cache: cache)
        return router
    }

    public static func add(_ site: WebSite, to router: Router<ServerRequestContext>, accounts: any TokenAuthenticating, cache: ReadCache) {
        let answers = WebAnswers(site: site, accounts: accounts, cache: cache)
        for route in site.routes {
            let method: HTTPRequest.Method = route.method == .get ? .get : .post
            router.on(RouterPath(route.path), method: method) { request, context in
                try await serve(route, request, context, site: site, answers: answers, accounts: accounts, cache: cache)
            }
        }
        router.get("/") { request, context in
            let session = try await viewer(request.cookies, site: site, accounts: accounts, cache: cache)
            return answers.redirect(to: session == nil ? site.logInPage(nil) : site.home, request: request, notice: nil)
        }
        for (path, file) in Assets.files {
            router.get(RouterPath(path)) { _, _ in answers.asset(file) }
        }
        if let images = site.images {
            router.get(RouterPath(StoredImage.pathPrefix + ":name")) { request, context in
                await ImageAnswers.answer(context.parameters.get("name") ?? "", from: images, request: request)
            }
        }
    }

    private static func serve(
        _ route: WebRoute, _ request: Request, _ context: ServerRequestContext, site: WebSite, answers: WebAnswers,
        accounts: any TokenAuthenticating, cache: ReadCache
    ) async throws -> Response {
        // Parsed once: each lookup in `request.cookies` parses the header again.
        let cookies = request.cookies
        let forgeryCookie = cookies[WebCookies.forgery]?.value
        let forgeryToken = forgeryCookie.flatMap { WebCookies.isWellFormed($0) ? $0 : nil } ?? WebCookies.randomToken()
        let frame = WebAnswers.Frame(request: request, cookies: cookies, forgeryToken: forgeryToken, newForgeryToken: forgeryToken != forgeryCookie)
        var viewer: Viewer?
        do {
            viewer = try await Self.viewer(cookies, site: site, accounts: accounts, cache: cache)
            var form = WebForm()
            if route.method == .post {
                try Forgery.checkOrigin(of: request)
                form = try await WebForm.read(request)
                try Forgery.checkToken(form.fields["csrf"], cookie: forgeryCookie)
            }
            if route.access == .signedIn, viewer == nil {
                let next = route.method == .get ? request.uri.path + (request.uri.query.map { "?" + $0 } ?? "") : nil
                return answers.redirect(to: site.logInPage(next), request: request, notice: nil)
            }
            let webRequest = WebRequest(
                path: request.uri.path, parameters: parameters(of: route, in: context), query: FormFields(urlEncoded: Substring(request.uri.query ?? "")),
                form: form.fields, files: form.files, viewer: viewer, csrfToken: forgeryToken, clientAddress: context.clientAddress,
                origin: origin(of: request), changed: { topic in await cache.invalidate(topic.invalidation) },
                remember: { owner, key, make in try await cache.pageValue(of: owner, key: key, bytes: \.byteCount, make: make) }
            )
            return try await answers.response(to: try await route.answer(webRequest), frame: frame, viewer: viewer)
        } catch {
            return try answers.problem(error, frame: frame, viewer: viewer, logger: context.logger)
        }
    }

    /// The profile the request's session cookie signs in, else the site's fixed one, if any.
    /// A token of limited rights (an app's) signs in no one here: the pages check no scope.
    static func viewer(_ cookies: Cookies, site: WebSite, accounts: any TokenAuthenticating, cache: ReadCache) async throws -> Viewer? {
        guard let token = cookies[WebCookies.session]?.value, WebCookies.isWellFormed(token) else { return site.fixedViewer }
        guard let issued = try await cache.issuedToken(token, verify: { try await accounts.issuedToken(token) }), issued.scopes == nil else {
            return site.fixedViewer
        }
        return Viewer(id: issued.profile.id, name: issued.profile.name)
    }

    /// The site's address as the browser reached it: `Host`, over TLS when a proxy in front
    /// says so (`X-Forwarded-Proto: https`).
    static func origin(of request: Request) -> String {
        guard let host = request.head.authority, !host.isEmpty else { return "" }
        let forwarded = HTTPField.Name("X-Forwarded-Proto").flatMap { request.headers[$0] }?.lowercased()
        return (forwarded == "https" || request.head.scheme == "https" ? "https://" : "http://") + host
    }

    /// The route's path parameters, percent-decoded.
    private static func parameters(of route: WebRoute, in context: ServerRequestContext) -> [String: String] {
        var parameters: [String: String] = [:]
        for segment in route.path.split(separator: "/") where segment.hasPrefix(":") {
            let name = String(segment.dropFirst())
            if let value = context.parameters.get(name)?.removingPercentEncoding { parameters[name] = value }
        }
        return parameters
    }
}

extension ChangeTopic {
    /// What the cache forgets after a write to what this topic names.
    var invalidation: CacheInvalidation {
        switch self {
        case .list(let owner): .list(owner: owner)
        case .anyList: .everyList
        case .everyToken: .everyToken
        }
    }

    /// Whether `invalidation` may have changed what this topic names.
    func isChanged(by invalidation: CacheInvalidation) -> Bool {
        switch (self, invalidation) {
        case (_, .everything), (_, .everyList): true
        case (.list(let owner), .list(let changed)): owner == changed
        case (.anyList, .list): true
        case (.everyToken, .everyToken): true
        case (.everyToken, .list), (_, .everyToken): false
        }
    }
}
