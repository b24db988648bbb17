import Foundation
import WatchlistInterface

/// The times services write, read as the local day they fall on.
enum ServiceTime {
    /// The local day of an ISO 8601 time, `2023-05-04T19:21:08.000Z` or `2025-09-10
    /// 17:18:03+00:00`, with or without a fraction of seconds; a time with no offset is UTC
    /// (`2024-03-01 20:15:00`, as Movary writes it). `nil` for anything else.
    ///
    /// A UTC time in the shape Trakt and most services write (`Z`, after 1900) is read
    /// digit by digit: through Foundation's parser and a calendar, 220,000 of them took 8% of a
    /// heavy user's Trakt import (perf, `scripts/library-benchmark`). Any other shape, and any
    /// value the quick reading does not accept, goes through Foundation's.
    static func day(of stamp: String) -> CalendarDay? {
        if let seconds = UTCStamp.seconds(stamp) { return UTCStamp.localDay(seconds) }
        return parsedDay(of: stamp)
    }

    /// ``day(of:)`` through Foundation's ISO 8601 parser and a calendar.
    static func parsedDay(of stamp: String) -> CalendarDay? {
        var normalized = stamp.replacingOccurrences(of: " ", with: "T")
        let clock = normalized.dropFirst(11)
        if !clock.isEmpty, !clock.contains("Z"), !clock.contains("+"), !clock.contains("-") { normalized += "Z" }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        guard let date = (try? withFraction.parse(normalized)) ?? (try? Date.ISO8601FormatStyle().parse(normalized)) else { return nil }
        return CalendarDay(containing: date)
    }
}

/// `YYYY-MM-DDTHH:MM:SS[.fraction]Z` (or a space for `T`) read without Foundation.
enum UTCStamp {
    /// The seconds since 1970 of `stamp` in exactly that shape, with a year from 1900 and every
    /// field in its range; nil otherwise.
    static func seconds(_ stamp: String) -> Int? {
        let bytes = stamp.utf8
        guard bytes.count >= 20, bytes.count <= 40, bytes.last == UInt8(ascii: "Z") else { return nil }
        var digits: [Int] = []
        digits.reserveCapacity(14)
        for (index, byte) in bytes.enumerated() where index < 19 {
            switch index {
            case 4, 7: guard byte == UInt8(ascii: "-") else { return nil }
            case 10: guard byte == UInt8(ascii: "T") || byte == UInt8(ascii: " ") else { return nil }
            case 13, 16: guard byte == UInt8(ascii: ":") else { return nil }
            default:
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                digits.append(Int(byte - UInt8(ascii: "0")))
            }
        }
        // What follows the seconds: `Z`, or a fraction of at least one digit and `Z`.
        let rest = bytes.dropFirst(19).dropLast()
        if let first = rest.first {
            guard first == UInt8(ascii: "."), rest.count > 1, rest.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        }
        func number(_ from: Int, _ count: Int) -> Int { digits[from..<from + count].reduce(0) { $0 * 10 + $1 } }
        let (year, month, day) = (number(0, 4), number(4, 2), number(6, 2))
        let (hour, minute, second) = (number(8, 2), number(10, 2), number(12, 2))
        guard year >= 1900, CalendarDay(year: year, month: month, day: day) != nil, hour < 24, minute < 60, second < 60 else { return nil }
        return daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// The day in `zone` (this process's by default) that the instant `seconds` after 1970 falls on.
    static func localDay(_ seconds: Int, in zone: TimeZone = zone) -> CalendarDay? {
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
        let (year, month, day) = civil(daysSince1970: Int((Double(seconds + offset) / 86_400).rounded(.down)))
        return CalendarDay(year: year, month: month, day: day)
    }

    private static let zone = TimeZone.current

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex + (monthIndex < 10 ? 3 : -9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
