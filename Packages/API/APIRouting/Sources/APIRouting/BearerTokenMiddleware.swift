import AuthInterface
import Hummingbird
import WebServer
import ReadCache

/// Lets a request through only with `Authorization: Bearer TOKEN` for a live token; answers
/// 401 otherwise, with `WWW-Authenticate: Bearer`. The token is never logged. Tokens it has
/// verified are kept in the ``ReadCache``.
struct BearerTokenMiddleware: RouterMiddleware {
    let accounts: any TokenAuthenticating
    let cache: ReadCache

    func handle(_ request: Request, context: ServerRequestContext, next: (Request, ServerRequestContext) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer ") else {
            throw APIError(status: .unauthorized, message: "sign in first: send Authorization: Bearer TOKEN", challenge: true)
        }
        let token = String(header.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty, token.count <= 512,
              let profile = try await cache.issuedToken(token, verify: { try await accounts.issuedToken(token) })?.profile else {
            throw APIError(status: .unauthorized, message: "the token is unknown, expired or revoked; log in again", challenge: true)
        }
        var context = context
        context.profile = profile
        context.token = token
        context.logger[metadataKey: "profile"] = .string(profile.name)
        return try await next(request, context)
    }
}
