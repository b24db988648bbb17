import Foundation
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

    /// `path`, with a secret left out. The prefixes are matched on the path as the router
    /// reads it, whose empty segments it skips (`//calendar/TOKEN.ics` is served as
    /// `/calendar/TOKEN.ics`), and percent-decoded, so no spelling of a secret's path is logged.
    func loggable(_ path: String) -> String {
        let decoded = path.removingPercentEncoding ?? path
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        let read = "/" + segments.joined(separator: "/") + (decoded.hasSuffix("/") && !segments.isEmpty ? "/" : "")
        return secretPathPrefixes.first { read.hasPrefix($0) }.map { $0 + "…" } ?? path
    }
}
