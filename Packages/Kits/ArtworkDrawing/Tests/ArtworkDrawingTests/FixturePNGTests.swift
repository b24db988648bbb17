import Foundation
import Testing
import ArtworkDrawing

/// A drawn poster is a PNG file of the size asked, the same for an id on every run, another
/// for another id; Python's zlib, which knows nothing of this code, inflates its pixels.
@Suite struct FixturePNGTests {
    /// The big-endian number of four bytes at `offset`.
    static func number(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test(arguments: [(154, 231), (250, 140), (1, 1)])
    func aPosterIsAPNGOfTheSizeAsked(width: Int, height: Int) {
        let png = FixturePNG.poster(for: "tvmaze:0:169", width: width, height: height)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Self.number(png, at: 16) == width && Self.number(png, at: 20) == height)
        #expect(Array(png.suffix(8).prefix(4)) == Array("IEND".utf8))
    }

    @Test func anIdDrawsTheSamePosterEveryTimeAndAnotherIdAnother() {
        #expect(FixturePNG.poster(for: "a") == FixturePNG.poster(for: "a"))
        #expect(FixturePNG.poster(for: "a") != FixturePNG.poster(for: "b"))
    }

    @Test func itsPixelsInflateWithAnotherZlib() async throws {
        let png = FixturePNG.poster(for: "z", width: 3, height: 2)
        let length = Self.number(png, at: 33)
        #expect(Array(png[37..<41]) == Array("IDAT".utf8))
        let compressed = Data(png[41..<41 + length])
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import sys, zlib; sys.stdout.write(str(len(zlib.decompress(sys.stdin.buffer.read()))))"]
        let (input, output) = (Pipe(), Pipe())
        python.standardInput = input
        python.standardOutput = output
        try python.run()
        input.fileHandleForWriting.write(compressed)
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(printed == "\((3 * 3 + 1) * 2)", "one filter byte and three bytes a pixel, a row")
    }
}
