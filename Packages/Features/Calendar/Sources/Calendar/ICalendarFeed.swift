import CalendarInterface
import Foundation
import WatchlistInterface

/// Episodes as an iCalendar document (RFC 5545) that calendar apps subscribe to: one event an
/// episode, whose `UID` comes from the source's id of it, so that an app updates an event
/// rather than adding another when an air date moves. An episode with a time is an event in
/// UTC lasting its running time (an hour when unknown); one with a day alone is an all-day
/// event. A film on the list coming out is an all-day event, one for each way it comes out.
/// Lines end with CRLF and are folded at 75 octets; text is escaped.
public enum ICalendarFeed {
    /// The product that writes the document, as `PRODID` names it.
    static let product = "-//Watchlist//Calendar//EN"

    /// The document of `episodes` and `releases`, named `name`, written at `stamp` (each
    /// event's `DTSTAMP`).
    public static func document(_ episodes: [AiringEpisode], releases: [MovieRelease] = [], name: String, stamp: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(product)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:\(text(name))",
        ]
        for episode in episodes {
            lines += event(episode, stamp: stamp)
        }
        for release in releases {
            lines += event(release, stamp: stamp)
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// One episode's `VEVENT`.
    static func event(_ episode: AiringEpisode, stamp: Date) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:\(text(episode.sourceID))-\(episode.showID.imdb)@watchlist.calendar", "DTSTAMP:\(moment(stamp))"]
        if let time = episode.airTime {
            lines.append("DTSTART:\(moment(time))")
            lines.append("DTEND:\(moment(time.addingTimeInterval(TimeInterval(60 * (episode.runtimeMinutes ?? 60)))))")
        } else {
            lines.append("DTSTART;VALUE=DATE:\(day(episode.airDate))")
            lines.append("DTEND;VALUE=DATE:\(day(episode.airDate.adding(days: 1)))")
        }
        let title = episode.title.isEmpty ? "" : " \(episode.title)"
        lines.append("SUMMARY:\(text("\(episode.showTitle) \(episode.code)\(title)"))")
        let details = [episode.network, episode.runtimeMinutes.map { "\($0) min" }, episode.isSpecial ? "special" : nil].compactMap { $0 }
        if !details.isEmpty { lines.append("DESCRIPTION:\(text(details.joined(separator: ", ")))") }
        lines.append("TRANSP:TRANSPARENT")
        lines.append("END:VEVENT")
        return lines
    }

    /// One film release's all-day `VEVENT`, its `UID` made of the source's id of the film and
    /// the kind of release.
    static func event(_ release: MovieRelease, stamp: Date) -> [String] {
        [
            "BEGIN:VEVENT", "UID:film-\(text(release.sourceID))-\(release.kind.rawValue)@watchlist.calendar", "DTSTAMP:\(moment(stamp))",
            "DTSTART;VALUE=DATE:\(day(release.day))", "DTEND;VALUE=DATE:\(day(release.day.adding(days: 1)))",
            "SUMMARY:\(text("\(release.title) (\(release.kind.label))"))", "DESCRIPTION:\(text("A film on your list, \(release.kind.label)"))",
            "TRANSP:TRANSPARENT", "END:VEVENT",
        ]
    }

    /// Text escaped as RFC 5545 §3.3.11 says: backslash, semicolon, comma and line breaks.
    static func text(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n", "\r\n", "\r": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A content line folded as RFC 5545 §3.1 says: at most 75 octets a line, each
    /// continuation starting with one space, never inside the UTF-8 bytes of a scalar.
    static func folded(_ line: String) -> String {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                lines.append(String(current))
                current = " ".unicodeScalars
                octets = 1
            }
            current.append(scalar)
            octets += size
        }
        lines.append(String(current))
        return lines.joined(separator: "\r\n")
    }

    /// `20261201T020000Z`.
    static func moment(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0,
            parts.second ?? 0
        )
    }

    /// `20261207`.
    static func day(_ day: CalendarDay) -> String {
        String(format: "%04d%02d%02d", day.year, day.month, day.day)
    }
}
