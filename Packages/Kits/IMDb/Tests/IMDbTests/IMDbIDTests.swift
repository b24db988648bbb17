import PropertyBased
import Testing

import IMDbCatalogBuild

/// IMDb's ids as numbers: every number written as an id reads back, from bytes in memory and
/// from any collection alike, and nothing that is not an id reads as one.
struct IMDbIDTests {
    @Test func writtenIDsReadBackThroughBothReaders() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...999_999_999_999)) { number in
            let text = IMDbID.text(Int64(number), prefix: "tt")
            #expect(IMDbID.number(text.utf8, prefix: "tt") == Int64(number))
            #expect(Array(text.utf8).withUnsafeBufferPointer { IMDbID.number(bytes: $0, prefix: "tt") } == Int64(number))
            #expect(IMDbID.number(text.utf8, prefix: "nm") == nil)
        }
    }

    /// Arbitrary short texts from the id's alphabet and around it: both readers agree, and
    /// answer a number only for the prefix and 1 to 18 digits.
    @Test func anyTextReadsTheSameThroughBothReaders() async {
        let alphabet = Array("tn0123456789m/:x ".utf8)
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...22)) { picks in
            let bytes = picks.map { alphabet[$0] }
            let generic = IMDbID.number(bytes.lazy.map { $0 }, prefix: "tt")
            let inPlace = bytes.withUnsafeBufferPointer { IMDbID.number(bytes: $0, prefix: "tt") }
            #expect(generic == inPlace)
            let isID = bytes.count > 2 && bytes.count <= 20 && bytes.starts(with: Array("tt".utf8)) && bytes.dropFirst(2).allSatisfy { (48...57).contains($0) }
            #expect((inPlace != nil) == isID, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
