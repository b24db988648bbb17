import Foundation
import Testing
import JSONWriting

/// ``UTCTimestamp`` must give the text Foundation's ISO-8601 format style gives.
@Suite struct UTCTimestampTests {
    @Test(arguments: [11, 12, 13] as [UInt64])
    func matchesFoundationOnRandomDates(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        // From 1600-01-01 to 9999-12-31, with fractions of a second. (Before October 1582
        // Foundation's Gregorian calendar counts Julian days; no entry is that old.)
        let earliest = -11_676_096_000.0, latest = 253_402_300_799.0
        for _ in 0..<2_000 {
            let date = Date(timeIntervalSince1970: Double.random(in: earliest...latest, using: &random))
            #expect(UTCTimestamp.dateTime(date) == date.formatted(.iso8601), "seed \(seed): \(date.timeIntervalSince1970)")
            #expect(UTCTimestamp.day(date) == date.formatted(.iso8601.year().month().day()), "seed \(seed): \(date.timeIntervalSince1970)")
        }
    }

    @Test func daysAndLeapYearsAtTheirEdges() {
        let cases: [(TimeInterval, String)] = [
            (0, "1970-01-01T00:00:00Z"),
            (-0.5, "1969-12-31T23:59:59Z"),
            (951_782_400, "2000-02-29T00:00:00Z"),
            (4_107_542_399.999, "2100-02-28T23:59:59Z"),
            (4_107_542_400, "2100-03-01T00:00:00Z"),
        ]
        for (seconds, text) in cases {
            #expect(UTCTimestamp.dateTime(Date(timeIntervalSince1970: seconds)) == text)
        }
    }

    @Test func millisecondsAreRoundedToTheNearestAndCarried() {
        let cases: [(TimeInterval, String)] = [
            (0, "1970-01-01T00:00:00.000Z"),
            (0.0004, "1970-01-01T00:00:00.000Z"),
            (0.0996, "1970-01-01T00:00:00.100Z"),
            (59.9996, "1970-01-01T00:01:00.000Z"),
            (-0.001, "1969-12-31T23:59:59.999Z"),
            (1_763_890_530.125, "2025-11-23T09:35:30.125Z"),
        ]
        for (seconds, text) in cases {
            #expect(UTCTimestamp.dateTimeWithMilliseconds(Date(timeIntervalSince1970: seconds)) == text)
        }
    }

    /// Foundation's fractional format style truncates a binary fraction (`.455` can come out
    /// `.454`), so the whole seconds are compared with Foundation and the milliseconds with the
    /// integer they were made from.
    @Test(arguments: [21, 22] as [UInt64])
    func millisecondsAreTheWholeMillisecondsGiven(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            let milliseconds = Int.random(in: -11_676_096_000_000...253_402_300_799_999, using: &random)
            let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
            let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(.iso8601)
            let expected = "\(whole.dropLast()).\(String(milliseconds - seconds * 1000 + 1000).dropFirst())Z"
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(UTCTimestamp.dateTimeWithMilliseconds(date) == expected, "seed \(seed): \(milliseconds)")
        }
    }

    /// From year 1 on, any millisecond written and read back is the same date, and the text
    /// read and written again the same text: what an export's dates need to come back.
    @Test(arguments: [31, 32] as [UInt64])
    func aWrittenDateIsReadBackToTheMillisecond(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            let milliseconds = Int.random(in: -62_135_596_800_000...253_402_300_799_999, using: &random)
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let text = UTCTimestamp.dateTimeWithMilliseconds(date)
            let read = try #require(UTCTimestamp.date(parsing: text), "seed \(seed): \(text)")
            #expect(Int((read.timeIntervalSince1970 * 1000).rounded()) == milliseconds, "seed \(seed): \(text)")
        }
        #expect(UTCTimestamp.date(parsing: "0001-01-01T00:00:00Z").map(UTCTimestamp.dateTimeWithMilliseconds) == "0001-01-01T00:00:00.000Z")
        #expect(UTCTimestamp.date(parsing: "2024-02-29T23:59:59.5Z").map(UTCTimestamp.dateTimeWithMilliseconds) == "2024-02-29T23:59:59.500Z")
        for invalid in ["2023-02-29T00:00:00Z", "2024-01-01T24:00:00Z", "0000-01-01T00:00:00Z", "2024-01-01T00:00:00.Z", "2024-01-01T00:00:00.1234Z", "2024-01-01 00:00:00Z", "2024-01-01T00:00:00"] {
            #expect(UTCTimestamp.date(parsing: invalid) == nil, "\(invalid)")
        }
    }

    /// The civil date of a day count is the day that written text names, across four
    /// centuries either side of 1970, and known days are where they belong.
    @Test func civilDatesAreTheDaysTheTextNames() throws {
        #expect(UTCTimestamp.civilDate(daysSince1970: 0) == (1970, 1, 1))
        #expect(UTCTimestamp.civilDate(daysSince1970: -25_567) == (1900, 1, 1))
        #expect(UTCTimestamp.civilDate(daysSince1970: 11_016) == (2000, 2, 29))
        for days in stride(from: -146_097, through: 146_097, by: 97) {
            let date = UTCTimestamp.civilDate(daysSince1970: days)
            let text = String(format: "%04d-%02d-%02dT00:00:00Z", date.year, date.month, date.day)
            let parsed = try #require(UTCTimestamp.date(parsing: text), "\(text)")
            #expect(Int(parsed.timeIntervalSince1970) == days * 86_400, "\(text)")
        }
    }
}
