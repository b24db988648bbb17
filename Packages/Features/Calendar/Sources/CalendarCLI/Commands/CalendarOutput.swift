import CalendarInterface
import Foundation
import JSONWriting
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// How the calendar's commands and its screen print what airs.
enum CalendarOutput {
    /// The schedule by day: each day's films coming out, then its episodes with their time in
    /// the local time zone.
    static func text(_ schedule: CalendarSchedule, now: Date, style: TextStyle) -> String {
        let timeZone = schedule.timeZone
        let entries = CalendarEntry.all(of: schedule)
        guard !entries.isEmpty else {
            return "Nothing airs from \(schedule.from) through \(schedule.through) for the series you follow.\n"
        }
        let today = CalendarDay(containing: now, in: timeZone)
        var lines: [String] = []
        var current: CalendarDay?
        for entry in entries {
            if entry.day != current {
                current = entry.day
                if !lines.isEmpty { lines.append("") }
                lines.append(style.bold(heading(entry.day, today: today, timeZone: timeZone)))
            }
            switch entry {
            case .film(let release): lines.append("  " + line(release))
            case .episode(let episode): lines.append("  " + line(episode, now: now, timeZone: timeZone))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One film: `all day  Avengers: Doomsday · film · in cinemas`.
    static func line(_ release: MovieRelease) -> String {
        "\("all day".padding(toLength: 7, withPad: " ", startingAt: 0))  \(release.title) · film · \(release.kind.label)"
    }

    /// One episode: `21:00  True Detective S5E1 "Part 1" · HBO · 60 min · new`.
    static func line(_ episode: AiringEpisode, now: Date, timeZone: TimeZone) -> String {
        let time = episode.airTime.map { clock($0, timeZone: timeZone) } ?? "all day"
        var parts = ["\(time.padding(toLength: 7, withPad: " ", startingAt: 0))  \(episode.showTitle) \(episode.code)"
            + (episode.title.isEmpty ? "" : " \"\(episode.title)\"")]
        if let network = episode.network { parts.append(network) }
        if let runtime = episode.runtimeMinutes { parts.append("\(runtime) min") }
        if episode.watched {
            parts.append("watched")
        } else if episode.hasAired(by: now, in: timeZone) {
            parts.append("new")
        }
        return parts.joined(separator: " · ")
    }

    /// `Friday 2026-11-27, today`.
    static func heading(_ day: CalendarDay, today: CalendarDay, timeZone: TimeZone) -> String {
        let relative = day == today ? ", today" : day == today.adding(days: 1) ? ", tomorrow" : ""
        return "\(day.weekday) \(day)\(relative)"
    }

    /// `HH:mm` in `timeZone`.
    static func clock(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// What the schedule cannot show, for standard error: shows never fetched or unknown,
    /// naming the command that fetches as `invocation` says.
    static func notes(_ schedule: CalendarSchedule, invocation: CalendarInvocation) -> [String] {
        var notes: [String] = []
        if schedule.refreshedAt == nil, !schedule.notFetched.isEmpty {
            notes.append("No air dates have been fetched yet: `\(invocation.refresh)` fetches them.")
        } else if !schedule.notFetched.isEmpty {
            notes.append("Followed since the last refresh, with no air dates yet: \(schedule.notFetched.joined(separator: ", ")). `\(invocation.refresh)` fetches them.")
        }
        if !schedule.unknownToSource.isEmpty {
            notes.append("Unknown to the source of air dates: \(schedule.unknownToSource.joined(separator: ", ")).")
        }
        if let refreshedAt = schedule.refreshedAt {
            notes.append("Air dates fetched \(UTCTimestamp.dateTime(refreshedAt)).")
        }
        return notes
    }

    /// What a refresh did.
    static func summary(_ summary: RefreshSummary) -> String {
        var text = "Fetched the air dates of \(plural(summary.fetched, "series", "series")) from \(summary.source)"
        if summary.unchanged > 0 { text += "; \(summary.unchanged) unchanged" }
        text += " (\(plural(summary.requests, "request"))).\n"
        if !summary.unknown.isEmpty {
            text += "Unknown to \(summary.source): \(summary.unknown.joined(separator: ", ")).\n"
        }
        if summary.films > 0 {
            text += "Fetched the release dates of \(plural(summary.films, "film")) on your list from TMDB.\n"
        }
        if summary.filmsWithoutSource > 0 {
            text += "The release dates of \(plural(summary.filmsWithoutSource, "film")) on your list come from TMDB: set TMDB_API_TOKEN to fetch them.\n"
        }
        return text
    }

    static func plural(_ count: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count) \(count == 1 ? one : many ?? one + "s")"
    }

    /// The episodes and films as a JSON array, for scripts: times in UTC, days as in the
    /// schedule; `kind` tells an episode from a film, and what does not apply to one is null.
    static func json(_ schedule: CalendarSchedule, now: Date) -> String {
        JSONListWriter<CalendarEntry>(fields: [
            .init("kind") { .string($0.kind) },
            .init("showID") { .string($0.episode?.showID.description) },
            .init("show") { .string($0.episode?.showTitle) },
            .init("season") { .integer($0.episode?.season) },
            .init("number") { .integer($0.episode?.number) },
            .init("special") { entry in entry.episode.map { .boolean($0.isSpecial) } ?? .null },
            .init("title") { .string($0.episode?.title ?? $0.film?.title) },
            .init("airDate") { .string($0.day.description) },
            .init("airTime") { .string($0.episode?.airTime.map(UTCTimestamp.dateTime)) },
            .init("runtime") { .integer($0.episode?.runtimeMinutes) },
            .init("network") { .string($0.episode?.network) },
            .init("aired") { entry in entry.episode.map { .boolean($0.hasAired(by: now, in: schedule.timeZone)) } ?? .null },
            .init("watched") { entry in entry.episode.map { .boolean($0.watched) } ?? .null },
            .init("filmID") { .string($0.film?.filmID) },
            .init("release") { .string($0.film?.kind.rawValue) },
        ]).encode(CalendarEntry.all(of: schedule))
    }

    /// The feed as a JSON object, for scripts.
    static func json(_ feed: CalendarFeed) -> String {
        let writer = JSONListWriter<CalendarFeed>(fields: [
            .init("address") { .string($0.address?.absoluteString) },
            .init("path") { .string($0.path) },
            .init("createdAt") { .string(UTCTimestamp.dateTime($0.createdAt)) },
        ])
        return String(decoding: writer.object(feed), as: UTF8.self) + "\n"
    }
}
