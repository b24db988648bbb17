import Hummingbird
import Logging
import ScrobblingInterface

/// Logs each request's method and path, never a header (and so never a token), and never a
/// hook's secret: `/webhooks/SECRET` is logged as `/webhooks/…`, and the route logs the
/// hook's number instead.
struct RequestLogMiddleware: RouterMiddleware {
    func handle(_ request: Request, context: APIRequestContext, next: (Request, APIRequestContext) async throws -> Response) async throws -> Response {
        context.logger.info("request", metadata: ["method": "\(request.method.rawValue)", "path": "\(Self.loggable(request.uri.path))"])
        return try await next(request, context)
    }

    /// `path`, with a hook's secret left out.
    static func loggable(_ path: String) -> String {
        path.hasPrefix(CreatedHook.pathPrefix) ? CreatedHook.pathPrefix + "…" : path
    }
}
