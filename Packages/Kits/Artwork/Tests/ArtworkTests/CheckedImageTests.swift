import Artwork
import ArtworkDrawing
import PropertyBased
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

    /// Arbitrary bytes, and an image's first bytes followed by any, pass exactly when they begin as an image does.
    @Test func arbitraryBytesPassOnlyWithAnImagesFirstBytes() async {
        let starts: [[UInt8]] = [
            [], [0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], Array("RIFF".utf8),
            Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8),
        ]
        await propertyCheck(count: 1000, input: Gen.uint8().array(of: 0...64), Gen.int(in: 0...4)) { noise, start in
            let bytes = starts[start] + noise
            let accepted = (try? CheckedImage(bytes, from: "fuzz")) != nil
            let jpeg = bytes.starts(with: [0xFF, 0xD8, 0xFF])
            let png = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let webp = bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8)
            #expect(accepted == (jpeg || png || webp), "\(bytes)")
        }
    }
}
