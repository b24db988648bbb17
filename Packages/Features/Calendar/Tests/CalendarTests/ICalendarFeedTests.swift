import CalendarInterface
import Foundation
import PropertyBased
import SeriesInterface
import Testing
import WatchlistInterface
@testable import Calendar

/// The iCalendar document, against RFC 5545's rules: CRLF, folding at 75 octets, escaped
/// text, stable UIDs, timed events in UTC and all-day events for a day alone.
@Suite struct ICalendarFeedTests {
    static let stamp = Date(timeIntervalSince1970: 1_795_780_800)

    static func episode(title: String, show: String = "True Detective", time: Date?, number: Int? = 1, id: String = "551") throws -> AiringEpisode {
        AiringEpisode(
            showID: try #require(TitleID(parsing: "tt2356777")), showTitle: show, season: 5, number: number, title: title,
            airDate: try #require(CalendarDay(parsing: "2026-12-01")), airTime: time, runtimeMinutes: 60, network: "HBO", sourceID: id, watched: false
        )
    }

    /// Lines as a calendar app reads them: split at CRLF, continuations joined.
    static func unfolded(_ document: String) -> [String] {
        document.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test func aTimedEpisodeIsAnEventInUTCAndADayAloneAnAllDayEvent() throws {
        let timed = try Self.episode(title: "Part 1", time: Date(timeIntervalSince1970: 1_796_090_400))
        let allDay = try Self.episode(title: "Inside", time: nil, number: nil, id: "5599")
        let lines = Self.unfolded(ICalendarFeed.document([timed, allDay], name: "ada's series", stamp: Self.stamp))
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR" && lines.contains("VERSION:2.0"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2 && lines.filter { $0 == "END:VEVENT" }.count == 2)
        #expect(lines.contains("DTSTART:20261201T020000Z") && lines.contains("DTEND:20261201T030000Z"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20261201") && lines.contains("DTEND;VALUE=DATE:20261202"))
        #expect(lines.contains("SUMMARY:True Detective S5E1 Part 1") && lines.contains("SUMMARY:True Detective S5 special Inside"))
        #expect(lines.filter { $0.hasPrefix("DTSTAMP:") } == ["DTSTAMP:20261127T120000Z", "DTSTAMP:20261127T120000Z"])
        #expect(lines.contains("X-WR-CALNAME:ada's series"))
    }

    @Test func theUIDOfAnEpisodeStaysWhenItsDateOrTitleMoves() throws {
        let before = try Self.episode(title: "Part 1", time: nil)
        let after = try Self.episode(title: "Part One", time: Date(timeIntervalSince1970: 1_796_090_400))
        let uid = { (episode: AiringEpisode) in Self.unfolded(ICalendarFeed.document([episode], name: "x", stamp: Self.stamp)).first { $0.hasPrefix("UID:") } }
        #expect(uid(before) != nil && uid(before) == uid(after))
        #expect(uid(before) != uid(try Self.episode(title: "Part 1", time: nil, id: "552")))
    }

    @Test func textIsEscapedAndEveryLineEndsWithCRLF() throws {
        let odd = try Self.episode(title: "Chapitre 1: l'été, \\ et ; ou\nfin", show: "Élan, Vital; 日本", time: nil)
        let document = ICalendarFeed.document([odd], name: "a,b;c", stamp: Self.stamp)
        #expect(document.hasSuffix("\r\n"))
        #expect(!document.replacingOccurrences(of: "\r\n", with: "").contains("\n") && !document.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        let lines = Self.unfolded(document)
        #expect(lines.contains(#"SUMMARY:Élan\, Vital\; 日本 S5E1 Chapitre 1: l'été\, \\ et \; ou\nfin"#))
        #expect(lines.contains(#"X-WR-CALNAME:a\,b\;c"#))
    }

    /// The physical lines of `text`, split at CRLF, as octets.
    static func octetLines(_ text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0, index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                lines.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[start..<bytes.count])
        return lines
    }

    /// Text of letters of one to four octets, escapes and combining accents, folded: a
    /// failure prints the text and the seed that makes it again (`.fixedSeed(…)` on the test).
    @Test func longLinesAreFoldedAt75OctetsNeverInsideALetter() async {
        // Unicode scalars, so that the accent comes alone too, after any letter.
        let scalars = Gen.element(of: Array("abc ,;\\é日本🎬\u{301}".unicodeScalars)).array(of: 0...400)
        await propertyCheck(count: 500, input: scalars) { scalars in
            let text = String(String.UnicodeScalarView(scalars.compactMap { $0 }))
            let line = "SUMMARY:" + ICalendarFeed.text(text)
            // Octets, as RFC 5545 counts them and a calendar app unfolds them: a continuation's
            // space may precede a combining accent, which a String would join into one letter.
            let physical = Self.octetLines(ICalendarFeed.folded(line))
            #expect(physical.allSatisfy { $0.count <= 75 }, "\(physical.map(\.count)) for \(text.debugDescription)")
            #expect(physical.dropFirst().allSatisfy { $0.first == UInt8(ascii: " ") }, "\(text.debugDescription)")
            #expect(physical.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "a line ends inside a letter's bytes: \(text.debugDescription)")
            #expect(Array(physical.first ?? []) + physical.dropFirst().flatMap { $0.dropFirst() } == Array(line.utf8), "\(text.debugDescription)")
        }
    }
}
