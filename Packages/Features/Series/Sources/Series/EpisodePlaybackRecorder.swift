import Foundation
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// ``EpisodePlaybackRecording`` on a catalog and a store. The episode is matched in this
/// order, never guessed: its own IMDb id in the catalog; then the show, by its id or by its
/// whole title (and the year it began, when the event gives one), and the season and episode
/// numbers. A title that names several series, a show the catalog lacks, or numbers the show
/// does not have match nothing. A film's id never matches: the catalog holds series only.
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
        switch try await match(playback.episode) {
        case .success(let (series, episodes)): try await record(playback, series: series, episodes: episodes, for: profile)
        case .failure(let problem): .unmatched(problem)
        }
    }

    public func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let resolved = try await SeriesReference(catalog: catalog).resolve(choice.reference)
        let places = choice.place.map { [$0] } ?? playback.episode.places
        let episodes: [Episode]
        if let episode = resolved.episode {
            guard choice.place == nil else { throw SeriesError.episodeWithSelection(episode.id ?? resolved.details.series.id) }
            episodes = [episode]
        } else {
            guard let first = places.first, let last = places.last else { throw SeriesError.selectionNeeded(resolved.details.series) }
            episodes = try resolved.episodes(.episodes(season: first.season, numbers: first.number...last.number))
        }
        return try await record(playback, series: resolved.details.series, episodes: episodes, for: profile)
    }

    /// The series and the episodes the reference names, or why there are none.
    func match(_ reference: EpisodeReference) async throws -> Result<(Series, [Episode]), EpisodeMatchProblem> {
        if let id = reference.episodeID, let episode = try await catalog.episode(id), let outline = try await catalog.outline(of: episode.seriesID) {
            var episodes = [episode]
            // A file of several episodes: the ones after the first, by their numbers.
            if let season = episode.season, let first = episode.number, let last = reference.lastEpisode, last > first, reference.episode == first {
                for number in (first + 1)...min(last, first + 19) {
                    guard let next = try await catalog.episode(of: episode.seriesID, at: EpisodeNumber(season: season, number: number)) else {
                        return .failure(.noEpisode)
                    }
                    episodes.append(next)
                }
            }
            return .success((outline.series, episodes))
        }
        let series: Series
        switch try await show(reference) {
        case .success(let found): series = found
        case .failure(let problem): return .failure(problem)
        }
        let places = reference.places
        guard !places.isEmpty else { return .failure(.noNumbers) }
        var episodes: [Episode] = []
        for place in places {
            guard let episode = try await catalog.episode(of: series.id, at: place) else { return .failure(.noEpisode) }
            episodes.append(episode)
        }
        return .success((series, episodes))
    }

    /// The one series the reference's show is: by its id, else its whole title and year.
    private func show(_ reference: EpisodeReference) async throws -> Result<Series, EpisodeMatchProblem> {
        if let id = reference.seriesID {
            guard let outline = try await catalog.outline(of: id) else { return .failure(.noSeries) }
            return .success(outline.series)
        }
        let title = SeriesTitle.key(reference.seriesTitle)
        guard !title.isEmpty else { return .failure(.noSeries) }
        var matches = try await catalog.search(reference.seriesTitle, limit: 20).filter { SeriesTitle.key($0.title) == title }
        if let year = reference.seriesYear {
            matches = matches.filter { $0.startYear == year || $0.startYear == nil }
        }
        guard let only = matches.first else { return .failure(.noSeries) }
        return matches.count == 1 ? .success(only) : .failure(.severalSeries)
    }

    private func record(_ playback: EpisodePlayback, series: Series, episodes: [Episode], for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let today = CalendarDay(containing: now(), in: timeZone)
        let day = min(CalendarDay(containing: playback.playedAt, in: timeZone), today)
        let record = EpisodePlaybackRecord(
            series: series, episodes: episodes, playedAt: playback.playedAt, day: day, rating: playback.rating, eventID: playback.eventID, followedAt: now()
        )
        return try await store.recordPlayback(record, for: profile)
    }
}
