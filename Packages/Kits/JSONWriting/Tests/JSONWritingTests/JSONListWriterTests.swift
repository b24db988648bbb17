import Foundation
import Testing
import JSONWriting
import TerminalUI

/// ``JSONListWriter`` must print exactly what ``JSONOutput`` prints for the same values, so a
/// script cannot tell which one a command used.
@Suite struct JSONListWriterTests {
    /// One element of a listing, encoded both ways.
    private struct Item: Encodable {
        let name: String
        let count: Int?
        let flag: Bool
        let path: String?

        enum CodingKeys: String, CodingKey { case name, count, flag, path = "Path_2" }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(count, forKey: .count)
            try container.encode(flag, forKey: .flag)
            try container.encode(path, forKey: .path)
        }
    }

    private let writer = JSONListWriter<Item>(fields: [
        .init("name") { .string($0.name) },
        .init("count") { .integer($0.count) },
        .init("flag") { .boolean($0.flag) },
        .init("Path_2") { .string($0.path) },
    ])

    /// Text from the characters JSON treats specially: quotes, backslashes, slashes, every
    /// control character, DEL, accents, other scripts, emoji and combining marks.
    private static func randomText(_ random: inout SeededRandom) -> String {
        let pieces = ["\"", "\\", "/", "\u{7F}", "é", "e\u{301}", "千", "🍿", "👩‍👩‍👧", "\u{2028}", "a", "Z", " ", ":"]
            + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        return (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func writesWhatJSONOutputWrites(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let items = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                Item(
                    name: Self.randomText(&random),
                    count: Bool.random(using: &random) ? Int.random(in: Int.min...Int.max, using: &random) : nil,
                    flag: Bool.random(using: &random),
                    path: Bool.random(using: &random) ? Self.randomText(&random) : nil
                )
            }
            let expected = try JSONOutput.encode(items)
            let written = writer.encode(items)
            try #require(written == expected, "seed \(seed): \(items.map(\.name))")
        }
    }

    /// A document with a list of groups, each with a list of items: JSONOutput encodes it as
    /// nested `Encodable` values, the writers as an object whose list fields other writers
    /// append in place; and a list of shelves, each holding its groups.
    private struct Group: Encodable {
        let number: Int
        let items: [Item]
    }

    private struct Shelf: Encodable {
        let title: String
        let groups: [Group]
    }

    @Test(arguments: [6, 7, 8] as [UInt64])
    func nestedArraysAreWhatJSONOutputWrites(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<100 {
            let groups = (0..<Int.random(in: 0...3, using: &random)).map { number in
                Group(number: number, items: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    Item(name: Self.randomText(&random), count: Int.random(in: -9...9, using: &random), flag: Bool.random(using: &random), path: nil)
                })
            }
            let shelf = Shelf(title: Self.randomText(&random), groups: groups)
            let itemsWriter = writer
            let groupWriter = JSONListWriter<Group>(fields: [
                .init("number") { .integer($0.number) },
                .list("items", itemsWriter) { $0.items },
            ])
            let shelfWriter = JSONListWriter<Shelf>(fields: [
                .init("title") { .string($0.title) },
                .list("groups", groupWriter) { $0.groups },
            ])
            let written = String(decoding: shelfWriter.object(shelf), as: UTF8.self)
            try #require(written == (try JSONOutput.encode(shelf)), "seed \(seed): \(groups.map(\.items.count))")
            try #require(shelfWriter.encode([shelf, shelf]) == (try JSONOutput.encode([shelf, shelf])), "seed \(seed)")
        }
    }

    /// Written in pieces, a listing is the same bytes in both layouts, whatever the pieces'
    /// size, and every piece but the last is at least that size.
    @Test(arguments: [9, 10] as [UInt64])
    func aListingWrittenInPiecesIsTheSameBytes(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<100 {
            let items = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                Item(name: Self.randomText(&random), count: Int.random(in: -99...99, using: &random), flag: Bool.random(using: &random), path: nil)
            }
            let chunk = Int.random(in: 1...400, using: &random)
            for layout in [JSONListWriter<Item>.Layout.pretty, .compact] {
                let listing = JSONListWriter<Item>(fields: [.init("name") { .string($0.name) }, .init("count") { .integer($0.count) }], layout: layout)
                var pieces: [[UInt8]] = []
                listing.write(items, chunk: chunk) { pieces.append($0) }
                try #require(Array(pieces.joined()) == listing.bytes(items), "seed \(seed), chunk \(chunk), \(layout)")
                try #require(pieces.dropLast().allSatisfy { $0.count >= chunk }, "seed \(seed), chunk \(chunk)")
            }
        }
    }

    @Test func anEmptyListIsWhatJSONOutputWrites() throws {
        #expect(writer.encode([]) == (try JSONOutput.encode([Item]())))
    }

    @Test func theOutputIsValidJSONWithTheValuesGiven() throws {
        let written = writer.encode([Item(name: "a\"b\n", count: 3, flag: true, path: nil)])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [[String: Any]])
        #expect(parsed.count == 1)
        #expect(parsed.first?["name"] as? String == "a\"b\n")
        #expect(parsed.first?["count"] as? Int == 3)
        #expect(parsed.first?["Path_2"] is NSNull)
    }

    /// The compact layout is `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` on
    /// a synthesized `Encodable`, which leaves a `nil` out.
    private struct Document: Encodable {
        let name: String
        let count: Int?
        let flag: Bool
        let path: String?
        enum CodingKeys: String, CodingKey { case name, count, flag, path = "Path_2" }
    }

    @Test(arguments: [6, 7, 8] as [UInt64])
    func theCompactLayoutWritesWhatJSONEncoderWrites(seed: UInt64) throws {
        let compact = JSONListWriter<Document>(fields: [
            .init("name") { .string($0.name) }, .init("count") { .integer($0.count) },
            .init("flag") { .boolean($0.flag) }, .init("Path_2") { .string($0.path) },
        ], layout: .compact)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let documents = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Document(
                    name: Self.randomText(&random),
                    count: Bool.random(using: &random) ? Int.random(in: Int.min...Int.max, using: &random) : nil,
                    flag: Bool.random(using: &random),
                    path: Bool.random(using: &random) ? Self.randomText(&random) : nil
                )
            }
            let expected = String(decoding: try encoder.encode(documents), as: UTF8.self)
            try #require(compact.encode(documents) == expected, "seed \(seed): \(documents.map(\.name))")
        }
    }

    /// Two writers' arrays joined are one valid array of both lists' objects, in order, in
    /// either layout, and empty lists add nothing.
    @Test func arraysOfTwoShapesJoinIntoOne() throws {
        for layout in [JSONListWriter<Int>.Layout.pretty, .compact] {
            let numbers = JSONListWriter<Int>(fields: [.init("n") { .integer($0) }], layout: layout)
            let wordsLayout: JSONListWriter<String>.Layout = layout == .pretty ? .pretty : .compact
            let words = JSONListWriter<String>(fields: [.init("word") { .string($0) }, .init("kind") { _ in .string("word") }], layout: wordsLayout)
            let joined = JSONListWriter<Int>.joined([numbers.bytes([1, 2]), words.bytes([]), words.bytes(["a", "b"])], layout: layout)
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data(joined)) as? [[String: Any]])
            #expect(decoded.map { $0["n"] as? Int } == [1, 2, nil, nil])
            #expect(decoded.map { $0["word"] as? String } == [nil, nil, "a", "b"])
            let empty = JSONListWriter<Int>.joined([numbers.bytes([]), words.bytes([])], layout: layout)
            #expect(empty == numbers.bytes([]))
            #expect(JSONListWriter<Int>.joined([numbers.bytes([3])], layout: layout) == numbers.bytes([3]))
        }
    }
}
