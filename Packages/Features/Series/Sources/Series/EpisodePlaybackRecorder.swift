import Foundation
import ScrobblingInterface
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// ``EpisodePlaybackRecording`` on a catalog and a store: the episode is matched by
/// ``EpisodeMatcher``, never guessed, and the store records it at most once.
public struct EpisodePlaybackRecorder: EpisodePlaybackRecording {
    private let catalog: any SeriesCatalog
    private let store: any EpisodePlaybackStore
    private let timeZone: TimeZone
    private let now: @Sendable () -> Date

    /// Creates it: `timeZone` gives a playback's day, `now` today and when a series is followed.
    public init(catalog: any SeriesCatalog, store: any EpisodePlaybackStore, timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.catalog = catalog
        self.store = store
        self.timeZone = timeZone
        self.now = now
    }

    public func record(_ playback: EpisodePlayback, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        var matcher = EpisodeMatcher(catalog: catalog)
        switch try await matcher.match(playback.episode) {
        case .success(let (series, episodes)): return try await record(playback, series: series, episodes: episodes, for: profile)
        case .failure(let problem): return .unmatched(problem)
        }
    }

    public func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let resolved = try await SeriesReference(catalog: catalog).resolve(choice.reference)
        let chosen = choice.season.flatMap { season in choice.episode.map { EpisodeNumber(season: season, number: $0) } }
        let places = chosen.map { [$0] } ?? playback.episode.places
        let episodes: [Episode]
        if let episode = resolved.episode {
            guard chosen == nil else { throw SeriesError.episodeWithSelection(episode.id ?? resolved.details.series.id) }
            episodes = [episode]
        } else {
            guard let first = places.first, let last = places.last else { throw SeriesError.selectionNeeded(resolved.details.series) }
            episodes = try resolved.episodes(.episodes(season: first.season, numbers: first.number...last.number))
        }
        return try await record(playback, series: resolved.details.series, episodes: episodes, for: profile)
    }

    private func record(_ playback: EpisodePlayback, series: Series, episodes: [Episode], for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let today = CalendarDay(containing: now(), in: timeZone)
        let day = min(CalendarDay(containing: playback.playedAt, in: timeZone), today)
        let record = EpisodePlaybackRecord(
            series: series, episodes: episodes, playedAt: playback.playedAt, day: day, rating: playback.rating, eventID: playback.eventID, followedAt: now()
        )
        switch try await store.recordPlayback(record, for: profile) {
        case .recorded(let viewings, let droppedRating):
            let episodes = viewings.map { viewing in viewing.season.flatMap { season in viewing.episode.map { "S\(season)E\($0)" } } ?? viewing.episodeTitle }
            return .recorded(RecordedEpisodes(seriesTitle: series.title, episodes: episodes, day: day, rating: viewings.first?.rating), droppedRating: droppedRating)
        case .duplicate(let rule):
            return .duplicate(rule)
        }
    }
}
