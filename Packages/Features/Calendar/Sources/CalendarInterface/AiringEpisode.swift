import Foundation
import SeriesInterface
import WatchlistInterface

/// An episode of a followed show and when it airs: one line of the calendar.
public struct AiringEpisode: Hashable, Sendable {
    /// The show, as the profile follows it.
    public let showID: TitleID
    /// The show's title.
    public let showTitle: String
    /// Its season; specials belong to the season they aired in.
    public let season: Int
    /// Its number in the season; nil for a special.
    public let number: Int?
    /// Its own title; empty when the source does not know it yet.
    public let title: String
    /// The day it airs where it is broadcast, as the source gives it.
    public let airDate: CalendarDay
    /// The moment it airs, when the source knows the time.
    public let airTime: Date?
    /// Its length in minutes, when known.
    public let runtimeMinutes: Int?
    /// The network or streaming service that airs it, when known.
    public let network: String?
    /// The source's own id of the episode, stable across refreshes: what the iCal feed's
    /// `UID` and a notification's once-only rule are made from.
    public let sourceID: String
    /// Whether the profile has watched it at least once.
    public let watched: Bool

    /// Creates an episode.
    public init(
        showID: TitleID, showTitle: String, season: Int, number: Int?, title: String, airDate: CalendarDay, airTime: Date?,
        runtimeMinutes: Int?, network: String?, sourceID: String, watched: Bool
    ) {
        self.showID = showID
        self.showTitle = showTitle
        self.season = season
        self.number = number
        self.title = title
        self.airDate = airDate
        self.airTime = airTime
        self.runtimeMinutes = runtimeMinutes
        self.network = network
        self.sourceID = sourceID
        self.watched = watched
    }

    /// Whether it is a special: one with no number in its season.
    public var isSpecial: Bool { number == nil }

    /// `S2E4`, or `S2 special`.
    public var code: String {
        number.map { "S\(season)E\($0)" } ?? "S\(season) special"
    }

    /// Whether it has aired by `date`: its air time has passed, or, with no time, its day has
    /// begun in `timeZone`.
    public func hasAired(by date: Date, in timeZone: TimeZone = .current) -> Bool {
        if let airTime { return airTime <= date }
        return airDate <= CalendarDay(containing: date, in: timeZone)
    }
}
