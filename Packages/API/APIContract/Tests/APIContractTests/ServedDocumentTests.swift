import Foundation
import Testing
import WatchlistInterface
@testable import APIContract

/// The served document's PastDay pattern takes exactly the days up to the server's today, and
/// each feature's part lands in the sections it names, or is refused with the reason.
@Suite struct ServedDocumentTests {
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func day(_ random: inout SplitMix) -> CalendarDay {
        // Edges more often than their share: the first and last of years, months and days.
        let year = [1, 2, 9, 10, 99, 100, 999, 1000, 1999, 2000, 2026, 9998, 9999, Int.random(in: 1...9999, using: &random)].randomElement(using: &random) ?? 1
        let month = [1, 2, 9, 10, 11, 12, Int.random(in: 1...12, using: &random)].randomElement(using: &random) ?? 1
        let day = [1, 9, 10, 19, 20, 28, 29, 30, 31, Int.random(in: 1...31, using: &random)].randomElement(using: &random) ?? 1
        let text = String(format: "%04d-%02d-%02d", year, month, day)
        return CalendarDay(parsing: text) ?? CalendarDay(parsing: String(format: "%04d-%02d-28", year, month)) ?? CalendarDay(containing: Date())
    }

    @Test func thePatternTakesEveryDayUpToTodayAndNoLaterOne() throws {
        var random = SplitMix(state: 36)
        for _ in 0..<300 {
            let today = day(&random)
            let pattern = try NSRegularExpression(pattern: PastDayPattern.upTo(today))
            for _ in 0..<60 {
                let candidate = day(&random)
                let text = candidate.description
                let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                #expect(matches == (candidate <= today), "\(text) against today \(today): \(PastDayPattern.upTo(today))")
            }
            for text in ["\(today.description)x", "0000-01-01", "\(today.description.prefix(4))-13-01", "\(today.description.prefix(7))-32"] {
                #expect(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(text)")
            }
        }
    }

    @Test func theServedDocumentIsTheFileButForPastDaysPattern() throws {
        let today = try #require(CalendarDay(parsing: "2026-11-25"))
        let served = ServedDocument().text(today: today).split(separator: "\n", omittingEmptySubsequences: false)
        let file = ServedDocument.file.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(served.count == file.count)
        let changed = zip(served, file).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.0 == "      pattern: '\(PastDayPattern.upTo(today))'")
        #expect(ServedDocument.file.hasPrefix("openapi: 3.1.0\n"))
    }

    private let notes = OpenAPIPart(feature: "Notes", text: """
        # The Notes feature's part.
        paths:
          /v1/notes:
            get:
              operationId: notes
              responses:
                "200": { description: The notes., content: { application/json: { schema: { $ref: "#/components/schemas/Note" } } } }

          /v1/notes/{number}:
            delete:
              operationId: deleteNote
              parameters: [{ $ref: "#/components/parameters/NoteNumber" }]
              responses:
                "204": { description: Deleted. }
        components:
          parameters:
            NoteNumber:
              name: number
              in: path
              required: true
              schema: { type: integer }
          schemas:
            Note:
              type: object
              properties:
                text: { type: string }

        """)

    /// The lines of `section` (a header such as `paths:` or `  schemas:`) in `text`.
    private func section(_ header: String, in text: String, parent: String? = nil) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = parent.flatMap { lines.firstIndex(of: $0) } ?? 0
        guard let first = lines[start...].firstIndex(of: header) else { return [] }
        let depth = header.prefix(while: { $0 == " " }).count
        let end = lines[(first + 1)...].firstIndex { !$0.isEmpty && $0.prefix(while: { $0 == " " }).count <= depth } ?? lines.endIndex
        return Array(lines[(first + 1)..<end])
    }

    @Test func aPartsEntriesLandInTheirSectionsAndNothingElseChanges() throws {
        let document = try ServedDocument(parts: [notes])
        let paths = section("paths:", in: document.assembled)
        #expect(paths.contains("  /v1/notes:") && paths.contains("  /v1/notes/{number}:") && paths.contains("      operationId: deleteNote"))
        #expect(section("  parameters:", in: document.assembled, parent: "components:").contains("    NoteNumber:"))
        let schemas = section("  schemas:", in: document.assembled, parent: "components:")
        #expect(schemas.contains("    Note:") && schemas.contains("        text: { type: string }"))
        // Every line of the shared document is still there, in its order, and the part's
        // lines (but its comment and the blank lines at its ends) are added.
        let shared = ServedDocument.file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var remaining = document.assembled.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        for line in shared {
            guard let found = remaining.firstIndex(of: line) else { Issue.record("lost: \(line)"); break }
            remaining = remaining[(found + 1)...]
        }
        let added = document.assembled.split(separator: "\n", omittingEmptySubsequences: false).count - shared.count
        #expect(added == 25, "the part has 21 lines in its sections, the blank line between its paths among them, and each operation its scope and 403")
    }

    @Test func eachSignedInOperationStatesItsScopeAndItsOutOfScopeAnswer() throws {
        let lines = try ServedDocument(parts: [notes]).assembled.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let get = try #require(lines.firstIndex(of: "      operationId: notes"))
        #expect(lines[get - 1] == "      security: [{ bearer: [read] }]")
        let delete = try #require(lines.firstIndex(of: "      operationId: deleteNote"))
        #expect(lines[delete - 1] == "      security: [{ bearer: [write] }]")
        #expect(lines.filter { $0 == "        \"403\": { $ref: \"#/components/responses/OutOfScope\" }" }.count == 2)
        // An operation that names its security keeps it, and adds no 403 of the router's.
        let own = OpenAPIPart(feature: "Plays", text: """
            paths:
              /v1/plays:
                post:
                  security: [{ bearer: [scrobble] }]
                  responses:
                    "204": { description: Kept. }
            """)
        let played = try ServedDocument(parts: [own]).assembled
        #expect(played.contains("    post:\n      security: [{ bearer: [scrobble] }]\n      responses:\n        \"204\""))
        // Outside /v1 (the document, health) nothing is added.
        #expect(!ServedDocument().assembled.contains("security: [{ bearer: [read] }]"))
    }

    @Test func aPartThatRepeatsAnEntryOrNamesAnotherSectionIsRefused() {
        #expect(throws: OpenAPIPartError.duplicate(feature: "Notes", section: "paths", name: "/v1/notes")) {
            try ServedDocument(parts: [notes, notes])
        }
        let health = OpenAPIPart(feature: "Health", text: "paths:\n  /health:\n    get: {}\n")
        #expect(throws: OpenAPIPartError.duplicate(feature: "Health", section: "paths", name: "/health")) { try ServedDocument(parts: [health]) }
        let error = OpenAPIPart(feature: "Errors", text: "components:\n  schemas:\n    Error: { type: object }\n")
        #expect(throws: OpenAPIPartError.duplicate(feature: "Errors", section: "components/schemas", name: "Error")) { try ServedDocument(parts: [error]) }
        let info = OpenAPIPart(feature: "Info", text: "info:\n  title: mine\n")
        #expect(throws: OpenAPIPartError.unknownSection(feature: "Info", line: "info:")) { try ServedDocument(parts: [info]) }
        let security = OpenAPIPart(feature: "Keys", text: "components:\n  securitySchemes:\n    key: { type: apiKey }\n")
        #expect(throws: OpenAPIPartError.unknownSection(feature: "Keys", line: "  securitySchemes:")) { try ServedDocument(parts: [security]) }
    }

    @Test func thePastDayPatternEndsAtTodayInTheAssembledDocumentToo() throws {
        let today = try #require(CalendarDay(parsing: "2026-11-25"))
        let document = try ServedDocument(parts: [notes])
        #expect(document.text(today: today).contains("      pattern: '\(PastDayPattern.upTo(today))'"))
        #expect(document.text(today: today).contains("  /v1/notes:"))
    }
}
