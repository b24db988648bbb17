@testable import CalendarWeb
import Testing

/// How the feed's route reads `Accept-Encoding` and `If-None-Match`, as RFC 9110 writes them.
@Suite struct FeedNegotiationTests {
    @Test(arguments: [
        ("gzip", true), ("GZIP", true), ("x-gzip", true), ("deflate, gzip;q=0.5", true), ("*", true), ("br, *;q=0.1", true),
        (nil, false), ("", false), ("identity", false), ("gzip;q=0", false), ("gzip; q=0.0", false), ("*, gzip;q=0", false),
        ("gzip;q=0, *", false), ("*;q=0", false), ("gzipped", false), (",,;;", false),
    ] as [(String?, Bool)])
    func acceptEncodingSaysWhetherGzipIsTaken(_ header: String?, _ accepted: Bool) {
        #expect(FeedNegotiation.acceptsGzip(header) == accepted)
    }

    @Test(arguments: [
        ("\"abc\"", true), ("W/\"abc\"", true), ("\"x\", \"abc\"", true), ("*", true),
        (nil, false), ("abc", false), ("\"abc-gzip\"", false), ("\"ab\"", false), ("", false),
    ] as [(String?, Bool)])
    func ifNoneMatchSaysWhetherTheClientHoldsIt(_ header: String?, _ held: Bool) {
        #expect(FeedNegotiation.matches(header, tag: "\"abc\"") == held)
    }

    @Test func theTagFollowsTheDocumentAndTheFormsHoldIt() throws {
        let feed = try ServedFeed(document: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
        #expect(try ServedFeed(document: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n").tag == feed.tag)
        #expect(try ServedFeed(document: "BEGIN:VCALENDAR\r\nX:1\r\nEND:VCALENDAR\r\n").tag != feed.tag)
        #expect(feed.tag.hasPrefix("\"") && feed.tag.hasSuffix("\"") && feed.tag.count == 18 && feed.gzipTag == "\"\(feed.tag.dropFirst().dropLast())-gzip\"")
        #expect(feed.plain.readableBytes == 32 && feed.gzip.readableBytes > 0 && feed.bytes == feed.plain.readableBytes + feed.gzip.readableBytes)
    }
}
