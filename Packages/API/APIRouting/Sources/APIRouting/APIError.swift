import APIContract
import Foundation
import Hummingbird
import WebServer

/// An error answered as `{"error": message}` with its status. Features' errors are mapped by
/// their Web modules' ``HTTPErrorMapping``s; anything else is a 500 whose detail is only logged.
public struct APIError: Error, HTTPResponseError {
    /// The status.
    public let status: HTTPResponse.Status
    /// What went wrong, and what to do.
    public let message: String
    /// Whether to send `WWW-Authenticate: Bearer`.
    var challenge = false
    /// Seconds to send as `Retry-After`.
    var retryAfter: Int?
    /// The methods to send as `Allow`, with a 405.
    var allow: String?

    /// Creates an error; `challenge` sends `WWW-Authenticate: Bearer`, `retryAfter` and `allow`
    /// their headers.
    public init(status: HTTPResponse.Status, message: String, challenge: Bool = false, retryAfter: Int? = nil, allow: String? = nil) {
        self.status = status
        self.message = message
        self.challenge = challenge
        self.retryAfter = retryAfter
        self.allow = allow
    }

    /// The answer for `error`: its own when it is an `APIError`, a feature's from `mappings`,
    /// a 400 for a document the contract refuses; `nil` for one the client cannot fix.
    init?(_ error: any Error, mappings: [any HTTPErrorMapping]) {
        switch error {
        case let error as APIError:
            self = error
        case is APIDocumentError:
            self.init(status: .badRequest, message: "\(error)")
        default:
            guard let answer = mappings.answer(to: error) else { return nil }
            self.init(status: answer.status, message: "\(error)", challenge: answer.challenge)
        }
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if challenge { headers[.wwwAuthenticate] = "Bearer" }
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if let allow { headers[.allow] = allow }
        let body = try APIJSON.encoder().encode(ErrorDocument(error: message))
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// Turns features' errors into ``APIError``s, leaves Hummingbird's own answers (a body that
/// is not JSON: 400, one too large: 413) as they are, and logs anything else before answering 500.
struct ErrorMappingMiddleware: RouterMiddleware {
    let mappings: [any HTTPErrorMapping]

    func handle(_ request: Request, context: ServerRequestContext, next: (Request, ServerRequestContext) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            if let mapped = APIError(error, mappings: mappings) { throw mapped }
            context.logger.error("request failed", metadata: ["error": "\(error)"])
            throw APIError(status: .internalServerError, message: "the server failed to answer; try again later")
        }
    }
}
