import APIContract
import AuthInterface
import Foundation
import Hummingbird
import MoviesInterface
import ScrobblingInterface
import WatchlistInterface

/// An error answered as `{"error": message}` with its status. Features' errors are mapped by
/// ``APIError/init(_:)``; anything else is a 500 whose detail is only logged.
struct APIError: Error, HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    /// Whether to send `WWW-Authenticate: Bearer`.
    var challenge = false
    /// Seconds to send as `Retry-After`.
    var retryAfter: Int?
    /// The methods to send as `Allow`, with a 405.
    var allow: String?

    init(status: HTTPResponse.Status, message: String, challenge: Bool = false, retryAfter: Int? = nil, allow: String? = nil) {
        self.status = status
        self.message = message
        self.challenge = challenge
        self.retryAfter = retryAfter
        self.allow = allow
    }

    /// The answer for a feature's error, or `nil` for one the client cannot fix.
    init?(_ error: any Error) {
        switch error {
        case let error as APIError:
            self = error
        case AuthError.invalidCredentials:
            self.init(status: .unauthorized, message: "\(error)")
        case AuthError.nameTaken, WatchlistError.sharingWithYourself:
            // A well-formed request that the state refuses: the name is someone's, the list is yours.
            self.init(status: .conflict, message: "\(error)")
        case AuthError.signUpsClosed:
            self.init(status: .forbidden, message: "\(error)")
        case AuthError.notLoggedIn:
            self.init(status: .unauthorized, message: "\(error)", challenge: true)
        case is AuthError:
            self.init(status: .badRequest, message: "\(error)")
        case WatchlistError.notOnList, WatchlistError.notSharedWithYou, WatchlistError.notSharedWith, WatchlistError.noSuchProfile,
             MovieCatalogError.notFound, MovieServiceError.otherCatalog:
            self.init(status: .notFound, message: "\(error)")
        case HookError.noSuchHook, HookError.noSuchInboxItem, HookError.unknownHook:
            self.init(status: .notFound, message: "\(error)")
        case is HookError:
            self.init(status: .badRequest, message: "\(error)")
        case WatchlistError.readOnlyShare:
            self.init(status: .forbidden, message: "\(error)")
        case is WatchlistError, is MovieIDError, is APIDocumentError, is ArchiveFileError:
            self.init(status: .badRequest, message: "\(error)")
        case let error as MovieCatalogError where error.isUnavailable:
            self.init(status: .serviceUnavailable, message: "\(error)")
        default:
            return nil
        }
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
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
    func handle(_ request: Request, context: APIRequestContext, next: (Request, APIRequestContext) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            if let mapped = APIError(error) { throw mapped }
            context.logger.error("request failed", metadata: ["error": "\(error)"])
            throw APIError(status: .internalServerError, message: "the server failed to answer; try again later")
        }
    }
}
