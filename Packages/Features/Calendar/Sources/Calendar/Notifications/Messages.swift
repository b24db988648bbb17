import CalendarInterface
import CalendarPorts
import Foundation
import WatchlistInterface

/// The words of each message, in English, times in the zone the sender runs in.
enum Messages {
    /// An episode that aired.
    static func aired(_ episode: AiringEpisode, in zone: TimeZone) -> Message {
        let title = episode.title.isEmpty ? "" : " “\(episode.title)”"
        let place = episode.network.map { " on \($0)" } ?? ""
        let when = episode.airTime.map { "at \(clock($0, in: zone)) " } ?? ""
        return Message(
            key: "episode:\(episode.sourceID)-\(episode.showID.imdb)", kind: .episode, title: "\(episode.showTitle) \(episode.code)\(title)",
            body: "Out \(when)on \(episode.airDate)\(place)\(episode.isSpecial ? " (a special)" : "").", episodes: [Message.Episode(episode)]
        )
    }

    /// What airs on `day`.
    static func digest(_ episodes: [AiringEpisode], on day: CalendarDay, in zone: TimeZone) -> Message {
        let lines = episodes.map { episode in
            let time = episode.airTime.map { clock($0, in: zone) } ?? "all day"
            let title = episode.title.isEmpty ? "" : " “\(episode.title)”"
            return "\(time)  \(episode.showTitle) \(episode.code)\(title)" + (episode.network.map { " · \($0)" } ?? "")
        }
        return Message(
            key: "digest:\(day)", kind: .digest, title: "Airing today, \(day.weekday) \(day.day) \(day.monthName): \(episodes.count) episode\(episodes.count == 1 ? "" : "s")",
            body: lines.joined(separator: "\n"), episodes: episodes.map(Message.Episode.init)
        )
    }

    /// A test, sent outside the queue.
    static func test(at date: Date) -> Message {
        Message(
            key: "test:\(Int(date.timeIntervalSince1970))", kind: .test, title: "Watchlist: a test message",
            body: "This target works: the episodes of the series you follow will be announced here as they air.", episodes: []
        )
    }

    /// `21:00`.
    static func clock(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
