/// Why a poster could not be had now; the store logs it, shows the placeholder, and asks
/// again later.
public enum ArtworkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The source did not answer, or answered with an error status.
    case unavailable(source: String, reason: String)
    /// The source's answer was not the JSON it documents.
    case garbled(source: String)
    /// What came back as an image is not a JPEG, PNG or WebP.
    case notAnImage(from: String)
    /// The image is larger than the store keeps.
    case tooLarge(from: String, limit: Int)

    public var description: String {
        switch self {
        case .unavailable(let source, let reason): "\(source) could not be asked for a poster: \(reason)"
        case .garbled(let source): "\(source)'s answer was not the JSON it documents"
        case .notAnImage(let source): "the image from \(source) is not a JPEG, PNG or WebP"
        case .tooLarge(let source, let limit): "the image from \(source) is larger than \(limit / 1024 / 1024) MiB"
        }
    }
}
