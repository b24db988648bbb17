import Hummingbird
import WebServer

/// Answers a request whose path a route has, by a method that route does not take, with 405
/// and `Allow` listing the methods it takes (`Allow: GET, POST`), where Hummingbird's router
/// answers 404 as for a path that does not exist. No token is needed to learn that: the
/// methods are those of `openapi.yaml`.
///
/// ``ServerRouter`` adds it to the router after the last route, so that it wraps only the
/// router's answer to a request no route takes; it lets through a method the path takes, so
/// that it stays right wherever it is added.
struct MethodNotAllowedMiddleware: RouterMiddleware {
    let table: RouteTable

    func handle(_ request: Request, context: ServerRequestContext, next: (Request, ServerRequestContext) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard let methods = table.methods(for: path), !methods.contains(request.method) else {
            return try await next(request, context)
        }
        let allow = methods.map(\.rawValue).joined(separator: ", ")
        throw APIError(status: .methodNotAllowed, message: "\(path) takes \(allow), not \(request.method.rawValue)", allow: allow)
    }
}
