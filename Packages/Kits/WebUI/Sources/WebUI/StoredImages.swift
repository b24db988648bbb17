/// The images a server keeps, read by name to be served at ``path(of:)``: content-addressed
/// names, so a name's bytes never change and browsers may keep them for good.
public protocol StoredImages: Sendable {
    /// The image named `name`, or `nil` when none is kept under it (never kept, or evicted).
    func image(named name: String) async -> StoredImage?
}

/// One kept image.
public struct StoredImage: Sendable {
    /// Its media type: `image/jpeg`, `image/png` or `image/webp`.
    public let contentType: String
    /// Its bytes.
    public let bytes: [UInt8]

    /// Creates one.
    public init(contentType: String, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }
}

extension StoredImage {
    /// Where kept images are served: `/images/<name>`.
    public static let pathPrefix = "/images/"

    /// The path that serves the image named `name`.
    public static func path(of name: String) -> String {
        pathPrefix + name
    }
}
