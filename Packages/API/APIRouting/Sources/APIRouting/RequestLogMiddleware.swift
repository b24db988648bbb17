import Hummingbird
import Logging
import WebServer

/// Logs each request's method and path, never a header (and so never a token), and never a
/// secret that a path carries: a path under one of `secretPathPrefixes` (a webhook's
/// `/webhooks/SECRET`) is logged as the prefix and `…`; the route logs what it may instead.
struct RequestLogMiddleware: RouterMiddleware {
    let secretPathPrefixes: [String]

    func handle(_ request: Request, context: ServerRequestContext, next: (Request, ServerRequestContext) async throws -> Response) async throws -> Response {
        context.logger.info("request", metadata: ["method": "\(request.method.rawValue)", "path": "\(loggable(request.uri.path))"])
        return try await next(request, context)
    }

    /// `path`, with a secret left out.
    func loggable(_ path: String) -> String {
        secretPathPrefixes.first { path.hasPrefix($0) }.map { $0 + "…" } ?? path
    }
}
