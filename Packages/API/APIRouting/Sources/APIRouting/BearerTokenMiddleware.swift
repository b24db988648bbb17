import AuthInterface
import Hummingbird
import WebServer
import ReadCache

/// Lets a request through only with `Authorization: Bearer TOKEN` for a live token that has
/// the route's scope; answers 401 otherwise, with `WWW-Authenticate: Bearer`, and 403 naming
/// the scope for a token of limited rights that lacks it. The route's scope is `scope`, else
/// ``TokenScope/read`` for `GET` and `HEAD` and ``TokenScope/write`` for the other methods. The
/// token is never logged. Tokens it has verified are kept in the ``ReadCache``.
struct BearerTokenMiddleware: RouterMiddleware {
    let accounts: any TokenAuthenticating
    let cache: ReadCache
    /// The scope every route behind it needs, or `nil` for the method's.
    let scope: TokenScope?

    func handle(_ request: Request, context: ServerRequestContext, next: (Request, ServerRequestContext) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer ") else {
            throw APIError(status: .unauthorized, message: "sign in first: send Authorization: Bearer TOKEN", challenge: true)
        }
        let token = String(header.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty, token.count <= 512,
              let issued = try await cache.issuedToken(token, verify: { try await accounts.issuedToken(token) }) else {
            throw APIError(status: .unauthorized, message: "the token is unknown, expired or revoked; log in again", challenge: true)
        }
        let needed = scope ?? Self.scope(of: request.method)
        guard issued.allows(needed) else {
            throw APIError(status: .forbidden, message: needed == .account
                ? "only a log-in token may do this, not an app's token"
                : "this needs the \(needed) scope, which the app's token lacks; make a token that has it")
        }
        var context = context
        context.profile = issued.profile
        context.token = token
        context.logger[metadataKey: "profile"] = .string(issued.profile.name)
        return try await next(request, context)
    }

    /// The scope a route of `method` needs when it names none: reading or writing.
    static func scope(of method: HTTPRequest.Method) -> TokenScope {
        method == .get || method == .head ? .read : .write
    }
}
