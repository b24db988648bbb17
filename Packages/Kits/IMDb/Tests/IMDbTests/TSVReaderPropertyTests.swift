import Foundation
import IMDbDatasets
import PropertyBased
import Testing

@testable import IMDbCatalogBuild

/// The TSV reader takes arbitrary bytes, in chunks of any size, without crashing or hanging,
/// and splits them losslessly: the rows it hands out, joined again, are the input.
struct TSVReaderPropertyTests {
    /// The bytes that steer the reader (tab, newline, carriage return, `\N`, digits, a dot,
    /// UTF-8 lead and continuation bytes), drawn as often as all other bytes together.
    static let steeringBytes: [UInt8] = [0x09, 0x0A, 0x0D, 0x5C, 0x4E, 0x30, 0x37, 0x39, 0x2E, 0xC3, 0xA9, 0xE2, 0xF0, 0x80, 0xFF]
    static let byte = Gen.int(in: 0...(255 + steeringBytes.count * 16)).map { value in
        value < 256 ? UInt8(value) : steeringBytes[(value - 256) % steeringBytes.count]
    }

    @Test func arbitraryBytesInArbitraryChunksSplitLosslessly() async {
        await propertyCheck(count: 400, input: Self.byte.array(of: 0...600), Gen.int(in: 1...80)) { bytes, chunkSize in
            var reader = TSVReader(file: "arbitrary.tsv")
            var lines: [[UInt8]] = []
            var numbers: [Int64] = []
            let collect = { (row: TSVReader.Row) in
                numbers.append(row.line)
                lines.append(Array((0..<row.count).map { Array(row.rawField($0)) }.joined(separator: [0x09])))
                for index in 0..<row.count {
                    Self.checkConversions(row, index)
                }
            }
            do {
                var start = 0
                while start < bytes.count {
                    try reader.consume(Array(bytes[start..<min(start + chunkSize, bytes.count)]), collect)
                    start += chunkSize
                }
                try reader.finish(collect)
            } catch {
                Issue.record("the reader threw \(error) on \(bytes.count) bytes")
            }
            #expect(lines == Self.expectedLines(bytes))
            #expect(numbers == (0..<lines.count).map { Int64($0) + 1 })
        }
    }

    /// A file with no newline cannot make the reader hold more than one line's limit.
    @Test func aLineLongerThanTheLimitStopsTheRead() throws {
        var reader = TSVReader(file: "no-newlines.tsv")
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
        var rows = 0
        #expect(throws: CatalogBuildError.lineTooLong(file: "no-newlines.tsv", line: 2, limit: TSVReader.maximumLineLength)) {
            try reader.consume(Array("tconst\ttitleType\n".utf8), { _ in rows += 1 })
            for _ in 0...(TSVReader.maximumLineLength >> 16) {
                try reader.consume(chunk, { _ in rows += 1 })
            }
        }
        #expect(rows == 1)
    }

    /// The lines of `bytes` as the reader must split them: at each newline, without one
    /// carriage return before it, and the last line only when something follows the last newline.
    static func expectedLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
    }

    /// Every conversion of a field agrees with the plain reading of its bytes.
    static func checkConversions(_ row: TSVReader.Row, _ index: Int) {
        let field = Array(row.rawField(index))
        let text = try? row.text(index, file: "arbitrary.tsv")
        if row.isNull(index) {
            #expect(field == Array("\\N".utf8))
        } else {
            #expect(text == String(validating: field, as: UTF8.self))
        }
        if let integer = row.integer(index) {
            #expect(Int64(String(decoding: field, as: UTF8.self)) == integer)
        }
        if let decimal = row.decimal(index) {
            #expect(Double(String(decoding: field, as: UTF8.self)) == decimal)
        }
    }
}
