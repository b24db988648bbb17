/// Bytes that begin as a JPEG, PNG or WebP does and are no larger than the limit: the only
/// bytes the store keeps and serves, so that an answer of another kind (an HTML error page,
/// an SVG with script) is never served from this site.
public struct CheckedImage: Sendable, Equatable {
    /// The image formats kept, by their first bytes.
    public enum Format: String, Sendable, CaseIterable {
        case jpeg
        case png
        case webp

        /// The media type served.
        public var contentType: String { "image/" + rawValue }
        /// The name's extension.
        public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

        /// The format `bytes` begin with, if one of these.
        static func of(_ bytes: [UInt8]) -> Format? {
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
            if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
            return nil
        }
    }

    /// The largest image kept: posters at these sizes are far smaller.
    public static let defaultLimit = 4 * 1024 * 1024

    /// Its format.
    public let format: Format
    /// Its bytes.
    public let bytes: [UInt8]

    /// `bytes` when they are an image of a kept format within `limit` bytes.
    /// - Throws: ``ArtworkError/notAnImage(from:)`` or ``ArtworkError/tooLarge(from:limit:)``.
    public init(_ bytes: [UInt8], from source: String, limit: Int = defaultLimit) throws(ArtworkError) {
        guard bytes.count <= limit else { throw .tooLarge(from: source, limit: limit) }
        guard let format = Format.of(bytes) else { throw .notAnImage(from: source) }
        self.format = format
        self.bytes = bytes
    }
}
