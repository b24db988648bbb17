import Testing
import WebUI

@Suite struct FormFieldsTests {
    @Test func decodesPlusAndPercentEncodingAndKeepsRepeatedFields() {
        let fields = FormFields(urlEncoded: "note=the+classic%21&tag=a&tag=b&empty=&csrf=x%2By")
        #expect(fields["note"] == "the classic!")
        #expect(fields.all("tag") == ["a", "b"])
        #expect(fields["empty"] == nil)
        #expect(fields["csrf"] == "x+y")
        #expect(fields["absent"] == nil)
    }

    @Test func leavesOutPairsThatAreNotUTF8() {
        let fields = FormFields(urlEncoded: "bad=%FF%FE&good=%C3%A9t%C3%A9")
        #expect(fields["bad"] == nil)
        #expect(fields["good"] == "été")
    }

    @Test func readsWholeNumbersInARangeAndRefusesOthers() throws {
        let fields = FormFields(urlEncoded: "rating=9&runtime=abc&big=11")
        #expect(try fields.integer("rating", in: 1...10, label: "the rating") == 9)
        #expect(try fields.integer("missing", in: 1...10, label: "x") == nil)
        #expect(throws: WebError(status: 400, message: "the runtime must be a whole number from 1 to 600, not abc")) {
            try fields.integer("runtime", in: 1...600, label: "the runtime")
        }
        #expect(throws: WebError.self) { try fields.integer("big", in: 1...10, label: "the rating") }
    }

    @Test func neverCrashesOnArbitraryText() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab=&%+2F0éZ\u{0}")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            _ = FormFields(urlEncoded: Substring(text))
        }
    }
}
