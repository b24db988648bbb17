import Foundation
import WatchlistInterface

/// The times services write, read as the local day they fall on.
enum ServiceTime {
    /// The local day of an ISO 8601 time, `2023-05-04T19:21:08.000Z` or `2025-09-10
    /// 17:18:03+00:00`, with or without a fraction of seconds; a time with no offset is UTC
    /// (`2024-03-01 20:15:00`, as Movary writes it). `nil` for anything else.
    static func day(of stamp: String) -> CalendarDay? {
        var normalized = stamp.replacingOccurrences(of: " ", with: "T")
        let clock = normalized.dropFirst(11)
        if !clock.isEmpty, !clock.contains("Z"), !clock.contains("+"), !clock.contains("-") { normalized += "Z" }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        guard let date = (try? withFraction.parse(normalized)) ?? (try? Date.ISO8601FormatStyle().parse(normalized)) else { return nil }
        return CalendarDay(containing: date)
    }
}
