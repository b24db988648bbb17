import Foundation
import Networking

/// Fetches an image a source named, refusing an answer that is not a kept image or is too
/// large, before and after reading it (the length it announces, then what came). An image
/// address comes from a service's answer, not from the operator: it may lead to public
/// addresses only, unless it is on the host the operator configured for the service (a
/// mirror on the same network, a stand-in in tests).
struct ImageDownload: Sendable {
    let http: any HTTPClient
    let source: String
    let limit: Int
    let timeout: Duration
    /// The host the operator configured for the service, whose images go anywhere it does.
    let configuredHost: String?

    /// The reach of a request for the image at `url`.
    func reach(of url: URL) -> HTTPRequest.Reach {
        guard let host = url.host?.lowercased(), host == configuredHost?.lowercased() else { return .publicOnly }
        return .anywhere
    }

    func image(at url: URL) async throws(ArtworkError) -> CheckedImage {
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: url, headers: ["Accept": "image/webp,image/jpeg,image/png"], timeout: timeout, reach: reach(of: url)))
        } catch {
            throw .unavailable(source: source, reason: error.description)
        }
        guard response.statusCode == 200 else { throw .unavailable(source: source, reason: "HTTP \(response.statusCode) for \(url.absoluteString)") }
        if let length = response.header("content-length").flatMap(Int.init), length > limit { throw .tooLarge(from: source, limit: limit) }
        return try CheckedImage([UInt8](response.body), from: source, limit: limit)
    }
}
