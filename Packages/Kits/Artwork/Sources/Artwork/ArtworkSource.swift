import WebUI

/// Where posters come from: an online service, or drawn fixtures in a dev app.
public protocol ArtworkSource: Sendable {
    /// Its name in the log: "TVmaze", "TMDB".
    var name: String { get }

    /// Whether it may know `subject`: an online source knows IMDb's and TMDB's ids, not the
    /// embedded catalog's (`offline:3`), which are then never asked.
    func mayKnow(_ subject: PosterSubject) -> Bool

    /// The poster of `subject` (an episode's still), at the page's size and twice it where the
    /// source has both; `nil` when the source has no image for it, or does not know it.
    /// - Throws: ``ArtworkError`` when the source cannot be asked now (down, refused, garbled).
    func poster(of subject: PosterSubject) async throws(ArtworkError) -> ArtworkImages?
}

/// A poster's image as a source gave it, checked: a JPEG, PNG or WebP within the size limit.
public struct ArtworkImages: Sendable, Equatable {
    /// The image at the page's size.
    public let image: CheckedImage
    /// The image at twice that size, when the source had it.
    public let large: CheckedImage?

    /// Creates one.
    public init(image: CheckedImage, large: CheckedImage?) {
        self.image = image
        self.large = large
    }
}

extension ArtworkSource {
    /// A title with IMDb's or TMDB's id; an episode with one, or in a series with one.
    public func mayKnow(_ subject: PosterSubject) -> Bool {
        ArtworkID(subject.id) != nil || subject.place.map { ArtworkID($0.seriesID) != nil } ?? false
    }
}
