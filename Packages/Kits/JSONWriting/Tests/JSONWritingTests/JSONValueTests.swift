import Foundation
import JSONWriting
import Testing

/// ``JSONValue`` reads any document and writes it back as it was: whole numbers as integers,
/// others as numbers, nested arrays and objects, nulls and booleans.
@Suite struct JSONValueTests {
    @Test func aDocumentReadsAndWritesBackTheSame() throws {
        let text = #"{"a":[1,2.5,-3,true,false,null,"x\"y"],"b":{"c":{}},"d":[],"e":12345678901234,"f":1e300}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        guard case .object(let fields) = value else { Issue.record("not an object: \(value)"); return }
        #expect(fields["a"] == .array([.integer(1), .number(2.5), .integer(-3), .bool(true), .bool(false), .null, .string("x\"y")]))
        #expect(fields["b"] == .object(["c": .object([:])]) && fields["d"] == .array([]))
        #expect(fields["e"] == .integer(12_345_678_901_234) && fields["f"] == .number(1e300))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try encoder.encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: written) == value)
    }

    @Test func whatIsNotJSONIsAnError() {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(JSONValue.self, from: Data("{nope".utf8)) }
    }
}
