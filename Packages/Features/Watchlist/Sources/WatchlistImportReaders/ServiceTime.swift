import Foundation
import JSONWriting
import WatchlistInterface

/// The times services write, read as the local day they fall on.
enum ServiceTime {
    /// The local day of an ISO 8601 time, `2023-05-04T19:21:08.000Z` or `2025-09-10
    /// 17:18:03+00:00`, with or without a fraction of seconds; a time with no offset is UTC
    /// (`2024-03-01 20:15:00`, as Movary writes it). `nil` for anything else.
    ///
    /// A UTC time in the shape Trakt and most services write (`2023-05-04T19:21:08.000Z`, from
    /// 1900) is read by JSONWriting's `UTCTimestamp`, digit by digit: through Foundation's
    /// parser and a calendar, 220,000 of them took 8% of a heavy user's Trakt import (perf,
    /// `scripts/library-benchmark`). Any other shape goes through Foundation's.
    static func day(of stamp: String) -> CalendarDay? {
        if let date = UTCTimestamp.date(parsing: stamp), date.timeIntervalSince1970 >= firstOf1900 { return localDay(of: date) }
        return parsedDay(of: stamp)
    }

    /// The day in `zone` (this process's by default) that `date` falls on.
    static func localDay(of date: Date, in zone: TimeZone = zone) -> CalendarDay? {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: date)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = UTCTimestamp.civilDate(daysSince1970: days)
        return CalendarDay(year: year, month: month, day: day)
    }

    private static let zone = TimeZone.current
    /// 1900-01-01T00:00:00Z: before it, Foundation's calendar and the quick reading's part
    /// (Foundation counts days before October 1582 in the Julian calendar).
    private static let firstOf1900 = -2_208_988_800.0

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
