internal import CCurlTransfer
import Foundation

/// One libcurl transfer (``CCurlTransfer``), run on a thread of its own so that the blocking
/// `curl_easy_perform` never holds one of Swift concurrency's few threads.
///
/// `@unchecked Sendable` is safe: the request is set up (``addHeader(_:)``, ``setBody(_:)``)
/// by the one caller before ``perform(method:url:timeoutMilliseconds:maximumBodyBytes:)``
/// starts its thread; the C transfer is then written only by that thread and read only after
/// it has resumed the caller; the one call that may come from another thread meanwhile,
/// ``cancel()``, stores into a C11 atomic and touches nothing else. The transfer is freed in
/// `deinit`, when no one holds it any more.
final class CurlTransfer: @unchecked Sendable {
    private let transfer: OpaquePointer

    /// A new transfer, or nil when memory runs out.
    init?() {
        guard let transfer = curl_transfer_create() else { return nil }
        self.transfer = transfer
    }

    deinit {
        curl_transfer_free(transfer)
    }

    /// Sets the request body; false when memory runs out.
    func setBody(_ body: Data) -> Bool {
        body.withUnsafeBytes { bytes in curl_transfer_set_body(transfer, bytes.baseAddress, bytes.count) != 0 }
    }

    /// Adds a request header line; false when memory runs out.
    func addHeader(_ line: String) -> Bool {
        curl_transfer_add_header(transfer, line) != 0
    }

    /// Restricts the addresses the transfer may connect to, to what `policy` allows a request
    /// whose host is (or is not) one it lists by name; false when a network cannot be read.
    func restrict(to policy: OutboundPolicy, hostListed: Bool) -> Bool {
        curl_transfer_restrict(transfer, policy.networks.joined(separator: ","), hostListed ? 1 : 0) != 0
    }

    /// What the address a connection refused was; nil when none was.
    var refusedClass: Int32? {
        let refused = curl_transfer_refused(transfer)
        return refused > 0 ? refused : nil
    }

    /// Sends the request on a new thread and waits for it without blocking the caller's thread.
    func perform(method: String, url: String, timeoutMilliseconds: Int, maximumBodyBytes: Int) async -> curl_transfer_outcome {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                let outcome = curl_transfer_perform(self.transfer, method, url, timeoutMilliseconds, maximumBodyBytes)
                continuation.resume(returning: outcome)
            }
            thread.name = "watchlist.http"
            thread.start()
        }
    }

    /// Asks a running transfer to stop; it ends with `curl_transfer_cancelled`.
    func cancel() {
        curl_transfer_cancel(transfer)
    }

    /// The response's status code.
    var status: Int { curl_transfer_status(transfer) }

    /// The response body.
    var body: Data {
        var length = 0
        let bytes = curl_transfer_body(transfer, &length)
        return Data(bytes: bytes, count: length)
    }

    /// The final response's raw header lines.
    var headerBlock: String {
        var length = 0
        let bytes = curl_transfer_headers(transfer, &length)
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// What went wrong, in libcurl's words.
    var errorMessage: String { String(cString: curl_transfer_error(transfer)) }
}
