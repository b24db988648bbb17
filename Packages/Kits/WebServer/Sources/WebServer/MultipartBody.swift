/// The parts of a `multipart/form-data` body (RFC 7578), read from bytes already collected
/// within their limit. Written here because the parser on the package mirror,
/// MultipartKit 4.7.1, traps on a header byte above 127 (an index out of its 128-entry
/// table), which a property test found: untrusted bytes must never stop the server.
///
/// A part is its headers, by lower-cased name, and its content. Parts after the last
/// complete one (a body cut short) are left out; bytes that cannot be multipart are refused.
public struct MultipartBody {
    /// One part: its headers, by lower-cased name, and its content.
    public struct Part: Sendable {
        public let headers: [String: String]
        public let content: ArraySlice<UInt8>
    }

    /// The most parts read; a body with more is refused.
    let maximumParts: Int

    /// A reader that refuses a body of more than `maximumParts` parts.
    public init(maximumParts: Int) {
        self.maximumParts = maximumParts
    }

    /// The parts of `bytes`, delimited by `boundary`.
    /// - Throws: ``MultipartBodyError`` when the bytes are not multipart, or have too many parts.
    public func parts(of bytes: [UInt8], boundary: String) throws(MultipartBodyError) -> [Part] {
        let delimiter = Array("--\(boundary)".utf8)
        let separator = Array("\r\n--\(boundary)".utf8)
        // The first delimiter starts the body, or a line after a preamble.
        var position: Int
        if bytes.starts(with: delimiter) {
            position = delimiter.count
        } else if let found = Self.find(separator, in: bytes, from: 0) {
            position = found + separator.count
        } else {
            throw .notMultipart
        }
        var parts: [Part] = []
        while true {
            if bytes[position...].starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) { return parts }
            // Transport padding, then the line break that ends the delimiter's line.
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
            guard bytes[position...].starts(with: Self.lineBreak) else {
                if position >= bytes.count - 1 { return parts }
                throw .notMultipart
            }
            position += Self.lineBreak.count
            guard let headersEnd = Self.find(Self.blankLine, in: bytes, from: position) ?? Self.emptyHeaders(bytes, at: position) else { return parts }
            let headers = try Self.headers(bytes[position..<headersEnd])
            let contentStart = headersEnd + (headersEnd == position ? Self.lineBreak.count : Self.blankLine.count)
            guard let contentEnd = Self.find(separator, in: bytes, from: contentStart) else { return parts }
            guard parts.count < maximumParts else { throw .tooManyParts }
            parts.append(Part(headers: headers, content: bytes[contentStart..<contentEnd]))
            position = contentEnd + separator.count
        }
    }

    private static let lineBreak: [UInt8] = [0x0D, 0x0A]
    private static let blankLine: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]

    /// A part with no headers: its content follows a line break at once.
    private static func emptyHeaders(_ bytes: [UInt8], at position: Int) -> Int? {
        bytes[position...].starts(with: lineBreak) ? position : nil
    }

    /// Header lines, `Name: value`; a line without a colon is refused.
    private static func headers(_ bytes: ArraySlice<UInt8>) throws(MultipartBodyError) -> [String: String] {
        var headers: [String: String] = [:]
        for line in bytes.split(separator: 0x0A) {
            let line = line.last == 0x0D ? line.dropLast() : line
            guard !line.isEmpty else { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .notMultipart }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingSpaces.lowercased()
            headers[name] = String(decoding: line[line.index(after: colon)...], as: UTF8.self).trimmingSpaces
        }
        return headers
    }

    /// Where `pattern` first starts in `bytes` at or after `start` (Boyer-Moore-Horspool).
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        let count = pattern.count
        guard count > 0, start >= 0, bytes.count - start >= count else { return nil }
        var skip = [Int](repeating: count, count: 256)
        for (index, byte) in pattern.dropLast().enumerated() { skip[Int(byte)] = count - 1 - index }
        var position = start
        while position <= bytes.count - count {
            var matched = count - 1
            while matched >= 0, bytes[position + matched] == pattern[matched] { matched -= 1 }
            if matched < 0 { return position }
            position += skip[Int(bytes[position + count - 1])]
        }
        return nil
    }
}

/// Why a body is not read as `multipart/form-data`.
public enum MultipartBodyError: Error, Equatable {
    case notMultipart
    case tooManyParts
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
