import AuthInterface
import Foundation
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// ``SeriesService`` for the signed-in profile: series from `catalog`, follows and viewings in
/// `repository`, kept apart per profile.
public struct ProfileSeriesService: SeriesService {
    private let profiles: any CurrentProfileProviding
    private let catalog: any SeriesCatalog
    private let repository: any SeriesRepository
    private let now: @Sendable () -> Date

    /// Creates the service; `now` is the clock for today's day and for when a series is followed.
    public init(
        profiles: any CurrentProfileProviding, catalog: any SeriesCatalog, repository: any SeriesRepository,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.profiles = profiles
        self.catalog = catalog
        self.repository = repository
        self.now = now
    }

    public func search(_ text: String, limit: Int) async throws -> [Series] {
        try await catalog.search(text, limit: limit)
    }

    public func show(_ reference: String) async throws -> (details: SeriesDetails, viewings: [EpisodeViewing]) {
        let details = try await SeriesReference(catalog: catalog).resolve(reference).details
        guard let profile = try await profiles.currentProfile() else { return (details, []) }
        return (details, try await repository.viewings(of: details.series.id, for: profile.id))
    }

    public func follow(_ reference: String) async throws -> (series: Series, followed: Bool) {
        let profile = try await signedIn()
        let series = try await SeriesReference(catalog: catalog).resolve(reference).details.series
        return (series, try await repository.follow(series, at: now(), for: profile))
    }

    public func unfollow(_ reference: String, forgettingViewings: Bool) async throws -> (series: Series, removedViewings: Int) {
        let profile = try await signedIn()
        let series = try await SeriesReference(catalog: catalog).resolve(reference).details.series
        let answer = try await repository.unfollow(series.id, forgettingViewings: forgettingViewings, for: profile)
        guard answer.unfollowed else { throw SeriesError.notFollowing(series) }
        return (series, answer.removedViewings)
    }

    public func markWatched(_ reference: String, _ selection: EpisodeSelection?, on day: CalendarDay?, rating: Int?) async throws -> [EpisodeViewing] {
        if let rating, !Rating.range.contains(rating) { throw SeriesError.ratingOutOfRange(rating) }
        let today = CalendarDay(containing: now())
        let day = day ?? today
        guard day <= today else { throw SeriesError.watchedInTheFuture(day, today: today) }
        let profile = try await signedIn()
        let resolved = try await SeriesReference(catalog: catalog).resolve(reference)
        let episodes = try resolved.episodes(selection)
        let series = resolved.details.series
        let viewings = episodes.map { EpisodeViewing(of: $0, in: series, on: day, rating: rating) }
        try await repository.record(viewings, for: profile)
        _ = try await repository.follow(series, at: now(), for: profile)
        return viewings
    }

    public func upNext() async throws -> [UpNextItem] {
        try await followed().compactMap { progress in
            progress.next.map { UpNextItem(series: progress.series, episode: $0, episodesLeft: progress.episodesLeft) }
        }
    }

    public func followed() async throws -> [SeriesProgress] {
        let profile = try await signedIn()
        let watched = try await repository.watchedPlaces(for: profile)
        var answer: [SeriesProgress] = []
        // Each series' outline, not its episodes: reading every episode of 200 long-running
        // shows took most of `next` (measured with perf), where an outline reads an index.
        for followed in try await repository.followed(for: profile) {
            let id = followed.series.id
            guard let outline = try await catalog.outline(of: id) else {
                answer.append(SeriesProgress(series: followed.series, watchedEpisodes: 0, episodes: 0, next: nil, episodesLeft: 0))
                continue
            }
            let standing = UpNext.standing(of: outline.regular, watched: watched[id] ?? [])
            let next = if let place = standing.next { try await catalog.episode(of: id, at: place) } else { nil as Episode? }
            answer.append(SeriesProgress(
                series: outline.series, watchedEpisodes: standing.watched, episodes: outline.regular.count, next: next, episodesLeft: standing.left
            ))
        }
        return answer
    }

    public func history() async throws -> [EpisodeViewing] {
        let viewings = try await repository.viewings(of: nil, for: try await signedIn())
        return viewings.indices.sorted { (viewings[$0].watchedOn, $0) > (viewings[$1].watchedOn, $1) }.map { viewings[$0] }
    }

    public func archive() async throws -> [ArchivedSeries] {
        let profile = try await signedIn()
        let viewings = try await repository.viewings(of: nil, for: profile)
        let bySeries = Dictionary(grouping: viewings, by: \.seriesID)
        var archived: [ArchivedSeries] = []
        var kept: Set<TitleID> = []
        for followed in try await repository.followed(for: profile) where kept.insert(followed.series.id).inserted {
            archived.append(ArchivedSeries(series: followed.series, followedAt: followed.followedAt, viewings: bySeries[followed.series.id] ?? []))
        }
        for viewing in viewings where kept.insert(viewing.seriesID).inserted {
            let series = Series(id: viewing.seriesID, title: viewing.seriesTitle, startYear: nil, endYear: nil)
            archived.append(ArchivedSeries(series: series, followedAt: nil, viewings: bySeries[viewing.seriesID] ?? []))
        }
        return archived
    }

    public func restore(_ archived: [ArchivedSeries], dryRun: Bool) async throws -> SeriesRestore {
        let profile = try await signedIn()
        var following = Set(try await repository.followed(for: profile).map(\.series.id))
        var kept: [EpisodeViewing: Int] = [:]
        for viewing in try await repository.viewings(of: nil, for: profile) { kept[viewing, default: 0] += 1 }
        var followed = 0
        var added: [EpisodeViewing] = []
        for entry in archived {
            if let date = entry.followedAt, following.insert(entry.series.id).inserted {
                followed += 1
                if !dryRun { _ = try await repository.follow(entry.series, at: date, for: profile) }
            }
            for viewing in entry.viewings {
                if kept[viewing, default: 0] > 0 { kept[viewing, default: 0] -= 1 } else { added.append(viewing) }
            }
        }
        if !dryRun, !added.isEmpty { try await repository.record(added, for: profile) }
        return SeriesRestore(followed: followed, viewingsAdded: added.count)
    }

    private func signedIn() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
