import Artwork
import ArtworkFixtures
import Testing

/// Only JPEG, PNG and WebP within the limit are kept: never an HTML page or an SVG that a
/// source answered instead, whatever the bytes.
@Suite struct CheckedImageTests {
    @Test func imagesOfTheKeptFormatsPassAndTheirFormatIsKnown() throws {
        #expect(try CheckedImage(FixturePNG.poster(for: "a"), from: "test").format == .png)
        #expect(try CheckedImage([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], from: "test").format == .jpeg)
        #expect(try CheckedImage(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), from: "test").format == .webp)
    }

    @Test func anythingElseOrTooLargeIsRefused() {
        #expect(throws: ArtworkError.notAnImage(from: "TVmaze")) { try CheckedImage(Array("<!doctype html>".utf8), from: "TVmaze") }
        #expect(throws: ArtworkError.notAnImage(from: "TMDB")) { try CheckedImage(Array("<svg onload=alert(1)>".utf8), from: "TMDB") }
        #expect(throws: ArtworkError.notAnImage(from: "TMDB")) { try CheckedImage([], from: "TMDB") }
        #expect(throws: ArtworkError.tooLarge(from: "TMDB", limit: 8)) { try CheckedImage(FixturePNG.poster(for: "a"), from: "TMDB", limit: 8) }
    }

    /// Random bytes (a seeded generator, so a failure repeats) pass only when they begin as an image does.
    @Test func randomBytesPassOnlyWithAnImagesFirstBytes() {
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<5000 {
            let count = Int.random(in: 0..<64, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if Bool.random(using: &generator), bytes.count > 3 { bytes.replaceSubrange(0..<3, with: [0xFF, 0xD8, 0xFF]) }
            let accepted = (try? CheckedImage(bytes, from: "fuzz")) != nil
            let looksLikeOne = bytes.starts(with: [0xFF, 0xD8, 0xFF]) || bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                || (bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8))
            #expect(accepted == looksLikeOne, "\(bytes)")
        }
    }
}

/// A small seeded random number generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
