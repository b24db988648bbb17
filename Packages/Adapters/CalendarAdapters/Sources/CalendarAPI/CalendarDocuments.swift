import CalendarInterface
import Foundation
import JSONWriting
import SeriesInterface
import WatchlistInterface

/// An episode, as `GET /v1/calendar` lists them.
public struct AiringEpisodeDocument: Codable, Sendable, Equatable {
    /// The series' IMDb id.
    public let showID: String
    /// The series' title.
    public let show: String
    /// The season.
    public let season: Int
    /// The number; absent for a special.
    public let number: Int?
    /// The episode's title.
    public let title: String
    /// The day it airs in the schedule's time zone, `YYYY-MM-DD`.
    public let airDate: String
    /// The moment it airs, UTC; absent when only the day is known.
    public let airTime: String?
    /// Minutes.
    public let runtime: Int?
    /// The network or service.
    public let network: String?
    /// The source's id of the episode, stable.
    public let sourceID: String
    /// Whether the profile watched it.
    public let watched: Bool

    /// The document of `episode`.
    public init(_ episode: AiringEpisode) {
        showID = episode.showID.description
        show = episode.showTitle
        season = episode.season
        number = episode.number
        title = episode.title
        airDate = episode.airDate.description
        airTime = episode.airTime.map(UTCTimestamp.dateTime)
        runtime = episode.runtimeMinutes
        network = episode.network
        sourceID = episode.sourceID
        watched = episode.watched
    }

    /// The episode it describes, or nil when its ids or days are not what the API documents.
    public var episode: AiringEpisode? {
        guard let id = TitleID(parsing: showID), let day = CalendarDay(parsing: airDate) else { return nil }
        var time: Date?
        if let airTime {
            guard let moment = UTCTimestamp.date(parsing: airTime) else { return nil }
            time = moment
        }
        return AiringEpisode(
            showID: id, showTitle: show, season: season, number: number, title: title, airDate: day, airTime: time, runtimeMinutes: runtime,
            network: network, sourceID: sourceID, watched: watched
        )
    }
}

/// A film coming out, as `GET /v1/calendar` lists them.
public struct MovieReleaseDocument: Codable, Sendable, Equatable {
    /// The film as the list knows it (`imdb:tt21357150`).
    public let filmID: String
    /// Its title on the list.
    public let title: String
    /// The day it comes out, `YYYY-MM-DD`.
    public let day: String
    /// `cinema` or `digital`.
    public let kind: String
    /// The source's id of the film, stable.
    public let sourceID: String

    /// The document of `release`.
    public init(_ release: MovieRelease) {
        filmID = release.filmID
        title = release.title
        day = release.day.description
        kind = release.kind.rawValue
        sourceID = release.sourceID
    }

    /// The release it describes, or nil when its day or kind is not what the API documents.
    public var release: MovieRelease? {
        guard let date = CalendarDay(parsing: day), let kind = MovieRelease.Kind(rawValue: kind) else { return nil }
        return MovieRelease(filmID: filmID, title: title, day: date, kind: kind, sourceID: sourceID)
    }
}

/// The answer of `GET /v1/calendar`: what airs for the profile's series in a window of days.
public struct CalendarScheduleDocument: Codable, Sendable, Equatable {
    /// The first day, `YYYY-MM-DD`.
    public let from: String
    /// The last day.
    public let through: String
    /// The time zone of the days, as the request's `tz` named it (`UTC` by default).
    public let timeZone: String
    /// When air dates were last fetched, UTC; absent when never.
    public let refreshedAt: String?
    /// Series followed since the last refresh, by title.
    public let notFetched: [String]
    /// Series the source does not know, by title.
    public let unknownToSource: [String]
    /// The episodes, by day and time.
    public let episodes: [AiringEpisodeDocument]
    /// The films coming out, by day; absent from a server without films in its calendar.
    public let releases: [MovieReleaseDocument]?

    /// The document of `schedule`.
    public init(_ schedule: CalendarSchedule) {
        from = schedule.from.description
        through = schedule.through.description
        timeZone = schedule.timeZone.identifier
        refreshedAt = schedule.refreshedAt.map(UTCTimestamp.dateTime)
        notFetched = schedule.notFetched
        unknownToSource = schedule.unknownToSource
        episodes = schedule.episodes.map(AiringEpisodeDocument.init)
        releases = schedule.releases.map(MovieReleaseDocument.init)
    }

    /// The schedule it describes, or nil when a day, a time or the time zone is not what the
    /// API documents.
    public var schedule: CalendarSchedule? {
        guard let first = CalendarDay(parsing: from), let last = CalendarDay(parsing: through), let zone = TimeZone(identifier: timeZone) else { return nil }
        let items = episodes.compactMap(\.episode)
        guard items.count == episodes.count else { return nil }
        let films = (releases ?? []).compactMap(\.release)
        guard films.count == (releases ?? []).count else { return nil }
        var refreshed: Date?
        if let refreshedAt {
            guard let moment = UTCTimestamp.date(parsing: refreshedAt) else { return nil }
            refreshed = moment
        }
        return CalendarSchedule(
            from: first, through: last, timeZone: zone, episodes: items, releases: films, refreshedAt: refreshed, notFetched: notFetched,
            unknownToSource: unknownToSource
        )
    }
}

/// The answer of `POST /v1/calendar/refresh`.
public struct RefreshSummaryDocument: Codable, Sendable, Equatable {
    /// The source asked.
    public let source: String
    /// Followed series in all.
    public let shows: Int
    /// Series fetched.
    public let fetched: Int
    /// Series unchanged at the source.
    public let unchanged: Int
    /// Series the source does not know.
    public let unknown: [String]
    /// Requests sent to the source.
    public let requests: Int
    /// Films whose release dates were fetched; absent from a server without films.
    public let films: Int?
    /// Films that may not be out whose release dates were not fetched, the server having no
    /// source of them.
    public let filmsWithoutSource: Int?

    /// The document of `summary`.
    public init(_ summary: RefreshSummary) {
        films = summary.films
        filmsWithoutSource = summary.filmsWithoutSource
        source = summary.source
        shows = summary.shows
        fetched = summary.fetched
        unchanged = summary.unchanged
        unknown = summary.unknown
        requests = summary.requests
    }

    /// The summary it describes.
    public var summary: RefreshSummary {
        RefreshSummary(
            source: source, shows: shows, fetched: fetched, unchanged: unchanged, unknown: unknown, requests: requests, films: films ?? 0,
            filmsWithoutSource: filmsWithoutSource ?? 0
        )
    }
}

/// The answer of `POST /v1/calendar/feed`.
public struct CalendarFeedDocument: Codable, Sendable, Equatable {
    /// Where the server answers the feed: `/calendar/TOKEN.ics`; null for a feed made before,
    /// whose address the server no longer knows.
    public let path: String?
    /// When its token was made.
    public let createdAt: Date

    /// The document of `feed`.
    public init(_ feed: CalendarFeed) {
        path = feed.path
        createdAt = feed.createdAt
    }

    /// The feed it describes, at its address on `server`; nil when the path is not a feed's.
    public func feed(on server: URL) -> CalendarFeed? {
        guard let path else { return CalendarFeed(token: nil, createdAt: createdAt) }
        guard path.hasPrefix(CalendarFeed.pathPrefix), path.hasSuffix(CalendarFeed.pathSuffix) else { return nil }
        let token = String(path.dropFirst(CalendarFeed.pathPrefix.count).dropLast(CalendarFeed.pathSuffix.count))
        guard !token.isEmpty else { return nil }
        return CalendarFeed(token: token, createdAt: createdAt, address: URL(string: path, relativeTo: server)?.absoluteURL)
    }
}
