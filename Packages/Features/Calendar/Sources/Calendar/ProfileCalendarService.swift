import CalendarInterface
import CalendarPorts
import Foundation
import SeriesInterface
import WatchlistInterface

/// ``CalendarService`` for the signed-in profile: the shows it follows and what it watched
/// come from the Series feature (``TrackedSeries``), the air dates from a source, kept in a
/// store so that the calendar works offline with what was last fetched.
public struct ProfileCalendarService: CalendarService {
    private let series: any TrackedSeries
    private let source: any AirDateSource
    private let store: any AirDateStore
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone
    private let profileFeed: ProfileFeed?
    private let films: MovieReleases?

    /// A show or film unknown to the source is looked up again after this long.
    static let unknownRetry: TimeInterval = 7 * 24 * 3600

    /// Creates the service: `series` says what the profile follows and watched, `timeZone`
    /// which day it is and on which day an episode's time falls, `feed` keeps the profile's
    /// feed where a server answers it (nil on a calendar kept on this machine alone), `films`
    /// the release dates of the films on the list (nil for episodes alone).
    public init(
        series: any TrackedSeries, source: any AirDateSource, store: any AirDateStore, now: @escaping @Sendable () -> Date = Date.init,
        timeZone: TimeZone = .current, feed: ProfileFeed? = nil, films: MovieReleases? = nil
    ) {
        self.profileFeed = feed
        self.films = films
        self.series = series
        self.source = source
        self.store = store
        self.now = now
        self.timeZone = timeZone
    }

    public func schedule(from day: CalendarDay?, days: Int) async throws -> CalendarSchedule {
        guard (1...CalendarError.longestWindow).contains(days) else { throw CalendarError.daysOutOfRange(days) }
        let from = day ?? CalendarDay(containing: now(), in: timeZone)
        let through = from.adding(days: days - 1)
        let tracked = try await series.followed()
        let followed = tracked.map(\.series)
        let ids = followed.map(\.id)
        let lookups = try await store.lookups(of: ids)
        // A day away on each side: an episode's time can fall on the day before or after its
        // air date where the profile is.
        let stored = try await store.episodes(of: ids, from: from.adding(days: -1), through: through.adding(days: 1))
        let watched = Dictionary(tracked.map { ($0.series.id, $0.watched) }, uniquingKeysWith: { first, _ in first })
        let titles = Dictionary(followed.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let episodes = stored.compactMap { item -> AiringEpisode? in
            guard let airDate = item.episode.airDate else { return nil }
            let day = item.episode.airTime.map { CalendarDay(containing: $0, in: timeZone) } ?? airDate
            guard from <= day, day <= through else { return nil }
            let place = item.episode.number.map { EpisodeNumber(season: item.episode.season, number: $0) }
            return AiringEpisode(
                showID: item.showID, showTitle: titles[item.showID] ?? item.show.name, season: item.episode.season, number: item.episode.number,
                title: item.episode.title, airDate: day, airTime: item.episode.airTime, runtimeMinutes: item.episode.runtimeMinutes,
                network: item.show.network, sourceID: item.episode.id, watched: place.map { watched[item.showID]?.contains($0) ?? false } ?? false
            )
        }
        let releases = try await films?.releases(from: from, through: through) ?? []
        return CalendarSchedule(
            from: from, through: through, timeZone: timeZone, episodes: episodes.sorted(by: Self.airOrder), releases: releases,
            refreshedAt: lookups.values.map(\.fetchedAt).max(),
            notFetched: followed.filter { lookups[$0.id] == nil }.map(\.title),
            unknownToSource: followed.filter { lookups[$0.id].map { $0.show == nil } ?? false }.map(\.title)
        )
    }

    public func refresh(progress: @escaping @Sendable (RefreshProgress) -> Void) async throws -> RefreshSummary {
        let followed = try await series.followed().map(\.series)
        let lookups = try await store.lookups(of: followed.map(\.id))
        let listed = try await films?.candidates(today: CalendarDay(containing: now(), in: timeZone)) ?? []
        let total = followed.count + listed.count
        var requests = 0
        // One request lists what changed at the source since the oldest fetch; without it,
        // every known show is fetched again.
        let known = lookups.values.compactMap { lookup in lookup.show.map { _ in lookup.fetchedAt } }
        var changes: [String: Date]?
        if let oldest = known.min() {
            requests += 1
            changes = try await source.changes(since: oldest)
        }
        var fetched = 0, unchanged = 0
        var unknown: [String] = []
        for (index, show) in followed.enumerated() {
            let outcome = try await refresh(show, lookup: lookups[show.id], changes: changes)
            requests += outcome.requests
            switch outcome.result {
            case .fetched: fetched += 1
            case .unchanged: unchanged += 1
            case .unknown: unknown.append(show.title)
            }
            progress(RefreshProgress(done: index + 1, total: total, show: show.title))
        }
        let films = try await films?.refresh(listed, now: now(), timeZone: timeZone) { done, title in
            progress(RefreshProgress(done: followed.count + done, total: total, show: title))
        }
        return RefreshSummary(
            source: source.name, shows: followed.count, fetched: fetched, unchanged: unchanged, unknown: unknown, requests: requests,
            films: films?.fetched ?? 0, filmsWithoutSource: films?.withoutSource ?? 0
        )
    }

    public func feed(rotate: Bool) async throws -> CalendarFeed {
        guard let profileFeed else { throw CalendarError.feedNeedsServer }
        return try await profileFeed.feed(rotate: rotate)
    }

    /// What became of one show in a refresh.
    private enum Result {
        case fetched, unchanged, unknown
    }

    /// Refreshes `show`: looks it up when it never was (or the source did not know it a week
    /// ago), fetches its episodes when it is new or changed since `lookup`, else leaves it.
    private func refresh(_ show: Series, lookup: SeriesLookup?, changes: [String: Date]?) async throws -> (result: Result, requests: Int) {
        let date = now()
        if let lookup, let known = lookup.show {
            let changed = changes.map { $0[known.id].map { $0 > known.updated } ?? false } ?? true
            guard changed else { return (.unchanged, 0) }
            let updated = SourceSeries(id: known.id, name: known.name, network: known.network, updated: changes?[known.id] ?? known.updated)
            try await store.keep(updated, episodes: try await source.episodes(ofShow: known.id), for: show.id, at: date)
            return (.fetched, 1)
        }
        if let lookup, date.timeIntervalSince(lookup.fetchedAt) < Self.unknownRetry {
            return (.unknown, 0)
        }
        guard let found = try await source.show(imdbID: show.id.imdb) else {
            try await store.keepUnknown(show.id, at: date)
            return (.unknown, 1)
        }
        try await store.keep(found, episodes: try await source.episodes(ofShow: found.id), for: show.id, at: date)
        return (.fetched, 2)
    }

    /// By the day, then the time (a day alone before a time on it), then the show and number.
    static func airOrder(_ a: AiringEpisode, _ b: AiringEpisode) -> Bool {
        if a.airDate != b.airDate { return a.airDate < b.airDate }
        if a.airTime != b.airTime { return (a.airTime ?? .distantPast) < (b.airTime ?? .distantPast) }
        if a.showTitle != b.showTitle { return a.showTitle < b.showTitle }
        return (a.season, a.number ?? -1, a.sourceID) < (b.season, b.number ?? -1, b.sourceID)
    }
}
