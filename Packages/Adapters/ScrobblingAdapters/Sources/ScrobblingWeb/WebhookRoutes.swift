import APIContract
import APIRouting
import Foundation
import Hummingbird
import Logging
import NIOCore
import ReadCache
import ScrobblingAPI
import ScrobblingInterface
import WebServer
import WebUI

/// `POST /webhooks/{secret}`: the media servers' events (docs/scrobbling.md). The body is at
/// most 1 MiB (413 before more is read); a form's JSON is its `payload` part (Plex) or its
/// `data` field (Emby without a content type); anything else, and a form's body that opens
/// with `{` (as `curl -d` sends JSON), is the JSON document itself (Jellyfin's plugin sends
/// it as `text/plain`). An unknown or revoked secret is 404, a flood
/// 429 with `Retry-After`, an unreadable body 400; every event that was read is 200 with what
/// became of it, so that a media server never retries an event it should not. The secret is
/// never logged: the log names the hook's number.
enum WebhookRoutes {
    /// The largest event body.
    static let maximumBytes = 1 << 20

    static func add(to router: Router<ServerRequestContext>, receiver: any HookReceiving, cache: ReadCache) {
        router.post(RouterPath(String(CreatedHook.pathPrefix.dropFirst()) + ":secret")) { request, context in
            if let length = request.headers[.contentLength].flatMap(Int.init), length > maximumBytes { throw tooLarge }
            let body = try await request.body.collect(upTo: maximumBytes)
            let delivery = HookDelivery(
                secret: try context.parameters.require("secret"), body: document(Array(buffer: body), contentType: request.headers[.contentType]),
                receivedAt: Date()
            )
            do {
                let receipt = try await receiver.receive(delivery)
                context.logger.info("hook event", metadata: ["hook": "\(receipt.hookID)", "outcome": "\(receipt.event.outcome.rawValue)"])
                if receipt.event.outcome == .recorded { await cache.invalidate(.list(owner: receipt.profile)) }
                return JSONBody(HookEventDocument(receipt.event))
            } catch let error as HookError {
                throw answer(to: error)
            }
        }
    }

    private static let tooLarge = APIError(status: .contentTooLarge, message: "an event is at most 1 MiB")

    /// The JSON document of a body of `contentType`.
    static func document(_ body: [UInt8], contentType: String?) -> HookDelivery.Body {
        let type = contentType?.lowercased() ?? ""
        if type.hasPrefix("multipart/form-data") {
            guard let boundary = WebForm.boundary(in: contentType ?? "") else { return .unreadable("the form names no boundary") }
            let parts: [MultipartBody.Part]
            do {
                parts = try MultipartBody(maximumParts: 16).parts(of: body, boundary: boundary)
            } catch {
                return .unreadable("the body is not valid multipart/form-data")
            }
            for name in ["payload", "data"] {
                if let part = parts.first(where: { WebForm.disposition("name", in: $0.headers["content-disposition"] ?? "") == name }) {
                    return .document(Array(part.content))
                }
            }
            return .unreadable("the form has no payload part")
        }
        // `curl -d` sends a JSON document as a form: a body that opens as JSON is JSON.
        let opening = body.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains($0) }
        if type.hasPrefix("application/x-www-form-urlencoded"), opening != UInt8(ascii: "{") {
            let fields = FormFields(urlEncoded: Substring(String(decoding: body, as: UTF8.self)))
            guard let json = fields["payload"] ?? fields["data"] else { return .unreadable("the form has no payload or data field") }
            return .document(Array(json.utf8))
        }
        return .document(body)
    }

    private static func answer(to error: HookError) -> APIError {
        switch error {
        case .unknownHook: APIError(status: .notFound, message: "\(error)")
        case .tooManyEvents(let seconds): APIError(status: .tooManyRequests, message: "\(error)", retryAfter: seconds)
        default: APIError(status: .badRequest, message: "\(error)")
        }
    }
}
