import AuthInterface
import Foundation
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// ``SeriesService`` for the signed-in profile: series from `catalog`, follows and viewings in
/// `repository`, kept apart per profile.
public struct ProfileSeriesService: SeriesService {
    let profiles: any CurrentProfileProviding
    let catalog: any SeriesCatalog
    let repository: any SeriesRepository
    let now: @Sendable () -> Date

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

    public func show(_ reference: String) async throws -> (details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?) {
        let details = try await SeriesReference(catalog: catalog).resolve(reference).details
        guard let profile = try await profiles.currentProfile() else { return (details, [], nil) }
        let id = details.series.id
        return (details, try await repository.viewings(of: id, for: profile.id), try await repository.rating(of: id, for: profile.id))
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
        guard day <= today else { throw SeriesError.dayInTheFuture(day, today: today) }
        let profile = try await signedIn()
        let resolved = try await SeriesReference(catalog: catalog).resolve(reference)
        let episodes = try resolved.episodes(selection)
        let series = resolved.details.series
        let viewings = episodes.map { EpisodeViewing(of: $0, in: series, on: day, rating: rating) }
        try await repository.record(viewings, for: profile)
        _ = try await repository.follow(series, at: now(), for: profile)
        return viewings
    }

    public func history() async throws -> [EpisodeViewing] {
        let viewings = try await repository.viewings(of: nil, for: try await signedIn())
        // Sorted by the days alone, read out first: a comparison that reads a viewing copies it.
        let days = viewings.map(\.watchedOn)
        return days.indices.sorted { (days[$0], $0) > (days[$1], $1) }.map { viewings[$0] }
    }

    /// The signed-in profile.
    /// - Throws: `AuthError.notLoggedIn` when no one is signed in.
    func signedIn() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
