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

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
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
        transfer.restrict(to: request.reach)
        let outcome = await withTaskCancellationHandler {
            await transfer.perform(
                method: request.method,
                url: request.url.absoluteString,
                timeoutMilliseconds: Self.milliseconds(request.timeout),
                maximumBodyBytes: Self.maximumBodyBytes
            )
        } onCancel: {
            transfer.cancel()
        }
        switch outcome {
        case curl_transfer_completed:
            return HTTPResponse(statusCode: transfer.status, headers: Self.headers(in: transfer.headerBlock), body: transfer.body)
        case curl_transfer_timed_out:
            throw .timedOut(url: request.url, after: request.timeout)
        case curl_transfer_unreachable:
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
