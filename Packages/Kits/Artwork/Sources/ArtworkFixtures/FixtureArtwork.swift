import Artwork
import ArtworkDrawing
import Synchronization
import WebUI

/// A source of drawn posters and stills (``FixturePNG``), asked of no network: the dev apps' images, for
/// every id but the embedded catalog's (`offline:`), their fixtures' (`fixture:1`) included;
/// and the store's tests, which make it know nothing of some titles, fail, or count what it
/// was asked.
public final class FixtureArtwork: ArtworkSource {
    public let name = "fixtures"
    private let state = Mutex(State())

    public func mayKnow(_ subject: PosterSubject) -> Bool {
        !(subject.place?.seriesID ?? subject.id).hasPrefix("offline:")
    }

    private struct State {
        var unknown: Set<String> = []
        var failing = false
        var asked: [String] = []
    }

    /// A source with a poster for every id but `unknown`'s.
    public init(unknown: Set<String> = []) {
        state.withLock { $0.unknown = unknown }
    }

    /// Makes every request fail, as a source that is down, or succeed again.
    public func fail(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    /// The ids asked, in order.
    public var asked: [String] {
        state.withLock { $0.asked }
    }

    public func poster(of subject: PosterSubject) async throws(ArtworkError) -> ArtworkImages? {
        let (unknown, failing) = state.withLock { state in
            state.asked.append(subject.id)
            return (state.unknown.contains(subject.id), state.failing)
        }
        if failing { throw .unavailable(source: name, reason: "the fixture source is set to fail") }
        if unknown { return nil }
        let (width, height) = subject.kind == .episode ? (128, 72) : (154, 231)
        let image = try CheckedImage(FixturePNG.poster(for: subject.id, width: width, height: height), from: name)
        let large = try CheckedImage(FixturePNG.poster(for: subject.id, width: width * 2, height: height * 2), from: name)
        return ArtworkImages(image: image, large: large)
    }
}
