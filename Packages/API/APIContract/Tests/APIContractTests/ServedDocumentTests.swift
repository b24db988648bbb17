import Foundation
import Testing
import WatchlistInterface
@testable import APIContract

/// The served document's PastDay pattern takes exactly the days up to the server's today.
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
        let served = ServedDocument.text(today: today).split(separator: "\n", omittingEmptySubsequences: false)
        let file = ServedDocument.file.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(served.count == file.count)
        let changed = zip(served, file).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.0 == "      pattern: '\(PastDayPattern.upTo(today))'")
        #expect(ServedDocument.file.hasPrefix("openapi: 3.1.0\n"))
    }
}
