internal import CCurlTransfer
import Foundation

/// ``HTTPClient`` on libcurl, which is loaded on the first request (see ``CCurlTransfer``).
///
/// Why not URLSession: on Linux it lives in FoundationNetworking, which links libcurl and
/// about thirty more shared libraries (TLS, Kerberos, LDAP, IDN) into every launch of every
/// command, whether it goes online or not: 10 to 14 ms measured. Why not AsyncHTTPClient:
/// SwiftNIO, its TLS and its dependencies made up a third of the binary and 2,700 of its
/// 9,700 protocol conformance records, which the Swift runtime scans on every first dynamic
/// cast; a command that never went online started 4.9 ms slower with them (`watchlist search
/// --catalog offline`, 17.1 ms against 12.3 ms, hyperfine medians). libcurl loaded with
/// dlopen costs nothing until a request is made, and is the most widely used HTTP client there is.
public struct CurlHTTPClient: HTTPClient {
    /// The largest response body accepted; a catalog answer is a few kilobytes.
    public static let maximumBodyBytes = 8 * 1024 * 1024

    /// Creates a client; libcurl is loaded by the first request of any client.
    public init() {}

    /// The most redirects a request follows.
    public static let mostRedirects = 5

    /// The request headers carried to another host by a redirect: none that may hold a secret
    /// (`Authorization`, `X-Plex-Token`, `X-Gotify-Key`, `X-Emby-Token` and the like).
    static let headersForAnyHost: Set<String> = ["accept", "accept-language", "content-type", "user-agent"]

    /// Sends `request`, following up to ``mostRedirects`` redirects itself, so that each hop
    /// is checked: its address against the request's reach, https never leading to http, and
    /// the request's own headers kept only while the host stays the same. The timeout bounds
    /// every hop together.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let deadline = ContinuousClock.now + request.timeout
        var hop = request
        for _ in 0...Self.mostRedirects {
            let response = try await sendOnce(hop, timeout: max(.milliseconds(1), deadline - ContinuousClock.now), given: request.timeout)
            guard let next = try Self.redirect(of: hop, answered: response, original: request) else { return response }
            hop = next
        }
        throw .transport(url: request.url, reason: "it redirects more than \(Self.mostRedirects) times")
    }

    /// The request a redirect answer leads to; nil when `response` is no redirect.
    static func redirect(of request: HTTPRequest, answered response: HTTPResponse, original: HTTPRequest) throws(HTTPClientError) -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(response.statusCode), let location = response.header("location") else { return nil }
        guard let target = URL(string: location, relativeTo: request.url)?.absoluteURL, let scheme = target.scheme?.lowercased(),
              ["http", "https"].contains(scheme), target.host != nil
        else {
            throw .transport(url: request.url, reason: "it redirects to \(location), which is not an http or https address")
        }
        if request.url.scheme?.lowercased() == "https", scheme == "http" {
            throw .transport(url: original.url, reason: "it redirects from https to http (\(target.absoluteString)), which is not followed")
        }
        var next = request
        next.url = target
        if response.statusCode == 303 || ([301, 302].contains(response.statusCode) && request.method == "POST") {
            next.method = request.method == "HEAD" ? "HEAD" : "GET"
            next.body = nil
            next.headers = next.headers.filter { $0.key.lowercased() != "content-type" }
        }
        let sameOrigin = target.scheme?.lowercased() == request.url.scheme?.lowercased()
            && target.host?.lowercased() == request.url.host?.lowercased() && target.port == request.url.port
        if !sameOrigin {
            next.headers = next.headers.filter { Self.headersForAnyHost.contains($0.key.lowercased()) }
        }
        return next
    }

    /// Sends one request, without following a redirect.
    private func sendOnce(_ request: HTTPRequest, timeout: Duration, given: Duration) async throws(HTTPClientError) -> HTTPResponse {
        guard let transfer = CurlTransfer() else {
            throw .transport(url: request.url, reason: "out of memory")
        }
        for (name, value) in request.headers {
            guard !name.contains(where: \.isNewline), !value.contains(where: \.isNewline) else {
                throw .transport(url: request.url, reason: "the header \(name) holds a line break, which HTTP does not allow")
            }
            guard transfer.addHeader("\(name): \(value)") else {
                throw .transport(url: request.url, reason: "out of memory")
            }
        }
        if let body = request.body, !transfer.setBody(body) {
            throw .transport(url: request.url, reason: "out of memory")
        }
        if case .restricted(let policy) = request.reach {
            guard transfer.restrict(to: policy, hostListed: request.url.host.map(policy.lists(host:)) ?? false) else {
                throw .transport(url: request.url, reason: "the outbound rules list a network that cannot be read")
            }
        }
        let outcome = await withTaskCancellationHandler {
            await transfer.perform(
                method: request.method,
                url: request.url.absoluteString,
                timeoutMilliseconds: Self.milliseconds(timeout),
                maximumBodyBytes: Self.maximumBodyBytes
            )
        } onCancel: {
            transfer.cancel()
        }
        switch outcome {
        case curl_transfer_completed:
            return HTTPResponse(statusCode: transfer.status, headers: Self.headers(in: transfer.headerBlock), body: transfer.body)
        case curl_transfer_timed_out:
            throw .timedOut(url: request.url, after: given)
        case curl_transfer_unreachable:
            if let refused = transfer.refusedClass {
                throw .refused(url: request.url, reason: HTTPRequest.Reach.refusal(host: request.url.host ?? request.url.absoluteString, class: refused))
            }
            throw .unreachable(url: request.url, reason: transfer.errorMessage)
        case curl_transfer_library_missing:
            throw .transport(
                url: request.url,
                reason: "libcurl could not be loaded (\(transfer.errorMessage)); install libcurl, the libcurl4 package on Debian and Ubuntu"
            )
        case curl_transfer_body_too_large:
            throw .transport(url: request.url, reason: "the answer is larger than \(Self.maximumBodyBytes / 1024 / 1024) MiB")
        case curl_transfer_cancelled:
            throw .transport(url: request.url, reason: "the request was cancelled")
        default:
            throw .transport(url: request.url, reason: transfer.errorMessage)
        }
    }

    /// A timeout in whole milliseconds, at least 1: libcurl reads 0 as no timeout at all.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }

    /// The header fields of a raw header block, names lower-cased, the first of a repeated name kept.
    static func headers(in block: String) -> [String: String] {
        var headers: [String: String] = [:]
        for line in block.split(whereSeparator: \.isNewline) {
            guard !line.hasPrefix("HTTP/"), let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if headers[name] == nil { headers[name] = value }
        }
        return headers
    }
}
