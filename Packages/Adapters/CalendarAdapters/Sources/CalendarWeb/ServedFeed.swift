import CompressNIO
import Foundation
import NIOCore

/// A feed's iCalendar document in the forms the server sends it: its bytes, the same bytes
/// compressed with gzip (a tenth of the size, for the clients that accept it, as calendar apps
/// do), and an entity tag for each, so that a client asking again with `If-None-Match` is
/// answered 304 without the document. Made once and kept, so a request copies nothing.
public struct ServedFeed: Sendable {
    /// The document's UTF-8 bytes.
    public let plain: ByteBuffer
    /// The document compressed with gzip.
    public let gzip: ByteBuffer
    /// The entity tag of the plain bytes, quoted; the gzip form's adds `-gzip`, as the two are
    /// different representations (RFC 9110, section 8.8.3).
    public let tag: String

    /// The forms of `document`.
    /// - Throws: zlib's error when it cannot compress (it runs out of memory).
    public init(document: String) throws {
        var plain = ByteBuffer(string: document)
        self.plain = plain
        gzip = try plain.compress(with: .gzip(), allocator: ByteBufferAllocator())
        tag = "\"\(Self.fingerprint(of: document.utf8))\""
    }

    /// The bytes it counts against the read cache's limit.
    public var bytes: Int { plain.readableBytes + gzip.readableBytes }

    /// The tag of the gzip form.
    var gzipTag: String { "\"\(tag.dropFirst().dropLast())-gzip\"" }

    /// A 64-bit FNV-1a hash of `bytes` in hexadecimal: the same document, the same tag.
    private static func fingerprint(of bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// What a request's `Accept-Encoding` and `If-None-Match` say of a feed (RFC 9110, sections
/// 12.5.3 and 13.1.2).
enum FeedNegotiation {
    /// Whether `header` accepts gzip: `gzip`, `x-gzip` or `*`, unless its weight is 0.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var accepted = false
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, ["gzip", "x-gzip", "*"].contains(coding) else { continue }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            // A named gzip decides; `*` counts only where gzip is not named.
            if coding == "*" { accepted = accepted || weight > 0 } else { return weight > 0 }
        }
        return accepted
    }

    /// Whether `header` names `tag` (or is `*`): the client holds this representation.
    static func matches(_ header: String?, tag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { item in
            let candidate = item.trimmingCharacters(in: .whitespaces)
            // A weak tag matches too: If-None-Match compares weakly.
            return candidate == "*" || candidate == tag || candidate == "W/" + tag
        }
    }
}
