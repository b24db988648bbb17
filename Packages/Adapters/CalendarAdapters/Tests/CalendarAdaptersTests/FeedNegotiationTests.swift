@testable import CalendarWeb
import Foundation
import PropertyBased
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

    /// Headers made of codings and weights, read as a simpler model reads them: the first item
    /// naming gzip decides by its weight, else any `*` of a weight above 0.
    @Test func headersOfCodingsAndWeightsAreReadAsTheModelReadsThem() async {
        let codings = ["gzip", "GZip", "x-gzip", "*", "br", "deflate", "identity", "gzipped", ""]
        let weights = ["", ";q=0", "; q=0.0", ";q=1", ";q=0.5", ";q=0.001", ";q=x"]
        await propertyCheck(count: 500, input: Gen.element(of: codings).array(of: 0...5), Gen.element(of: weights).array(of: 5...5)) { codings, weights in
            let items = zip(codings.compactMap { $0 }, weights.compactMap { $0 }).map { (coding: $0, weight: $1) }
            let header = items.map { $0.coding + $0.weight }.joined(separator: ", ")
            let weighed = items.map { item in
                (coding: item.coding.lowercased(), weight: Double(item.weight.drop { $0 != "=" }.dropFirst()) ?? 1)
            }
            let expected = weighed.first { ["gzip", "x-gzip"].contains($0.coding) }.map { $0.weight > 0 }
                ?? weighed.contains { $0.coding == "*" && $0.weight > 0 }
            #expect(FeedNegotiation.acceptsGzip(header) == expected, "\(header)")
        }
    }

    /// Any bytes at all: read without a crash, and never gzip without the word or a `*`.
    @Test func arbitraryHeadersAreReadWithoutGuessing() async {
        await propertyCheck(count: 500, input: Gen.uint8().array(of: 0...120)) { bytes in
            let header = String(decoding: bytes, as: UTF8.self)
            let accepted = FeedNegotiation.acceptsGzip(header)
            if !header.lowercased().contains("gzip") && !header.contains("*") { #expect(!accepted, "\(bytes)") }
            #expect(!FeedNegotiation.matches(header, tag: "\"a-tag-no-header-holds\"") || header.contains("*") || header.contains("a-tag-no-header-holds"))
        }
    }

    @Test func theTagFollowsTheDocumentAndTheFormsHoldIt() throws {
        let feed = try ServedFeed(document: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
        #expect(try ServedFeed(document: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n").tag == feed.tag)
        #expect(try ServedFeed(document: "BEGIN:VCALENDAR\r\nX:1\r\nEND:VCALENDAR\r\n").tag != feed.tag)
        #expect(feed.tag.hasPrefix("\"") && feed.tag.hasSuffix("\"") && feed.tag.count == 18 && feed.gzipTag == "\"\(feed.tag.dropFirst().dropLast())-gzip\"")
        #expect(feed.plain.readableBytes == 32 && feed.gzip.readableBytes > 0 && feed.bytes == feed.plain.readableBytes + feed.gzip.readableBytes)
    }
}
