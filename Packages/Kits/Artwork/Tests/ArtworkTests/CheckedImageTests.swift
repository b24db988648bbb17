import Artwork
import Foundation
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

    /// The files of Images/, written by ffmpeg, with the format it wrote: kept exactly when
    /// that is JPEG, PNG or WebP, GIF, BMP, TIFF and the other RIFF files (WAV, AVI) refused.
    static let written: [(file: String, format: CheckedImage.Format?)] = [
        ("poster.jpg", .jpeg), ("poster.png", .png), ("poster.webp", .webp), ("poster-lossless.webp", .webp),
        ("poster.gif", nil), ("poster.bmp", nil), ("poster.tiff", nil), ("tone.wav", nil), ("clip.avi", nil),
    ]

    static func bytes(of file: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: file, withExtension: nil, subdirectory: "Images"), "Images/\(file)")
        return Array(try Data(contentsOf: url))
    }

    @Test(arguments: written)
    func filesWrittenByAnotherToolAreKeptExactlyWhenOfAKeptFormat(file: String, format: CheckedImage.Format?) throws {
        let bytes = try Self.bytes(of: file)
        if let format {
            #expect(try CheckedImage(bytes, from: "test").format == format)
        } else {
            #expect(throws: ArtworkError.notAnImage(from: "test")) { try CheckedImage(bytes, from: "test") }
        }
    }

    /// Any of those files, cut anywhere past its header (its first 16 bytes) and followed by
    /// any bytes, keeps its verdict: the check reads the header, never what follows.
    @Test func filesWrittenByAnotherToolCutAndFollowedByAnyBytesKeepTheirVerdict() async throws {
        let files = try Self.written.map { (bytes: try Self.bytes(of: $0.file), format: $0.format) }
        await propertyCheck(count: 1000, input: Gen.uint8().array(of: 0...64), Gen.int(in: 0...files.count - 1), Gen.double(in: 0...1)) { noise, which, fraction in
            let file = files[which]
            let cut = 16 + Int(Double(file.bytes.count - 16) * fraction)
            let format = (try? CheckedImage(Array(file.bytes[..<cut]) + noise, from: "fuzz"))?.format
            #expect(format == file.format, "\(Self.written[which].file) cut at \(cut), then \(noise)")
        }
    }
}
