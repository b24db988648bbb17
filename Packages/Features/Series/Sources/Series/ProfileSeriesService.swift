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
        var viewings = try await repository.viewings(of: nil, for: try await signedIn())
        // Sorted as one integer each, the day's and then the place's, read out first: a
        // comparison that reads a viewing copies it, and one of tuples was most of the sort.
        // The order is then applied by swapping in place: a copy of each viewing retains its strings.
        // A day's key is below 10^8 < 2^27, so times 2^36 it stays below 2^63, and a place
        // below 2^36 is more than memory holds.
        let places = 1 << 36
        let keys = viewings.indices.map { index in
            let day = viewings[index].watchedOn
            return ((min(max(day.year, 0), 9999) * 100 + day.month) * 100 + day.day) * places + index
        }
        viewings.rearrange(by: keys.sorted(by: >).map { $0 % places })
        return viewings
    }

    /// The signed-in profile.
    /// - Throws: `AuthError.notLoggedIn` when no one is signed in.
    func signedIn() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}

extension Array {
    /// Puts the element at `order[index]` at each `index`, by swaps that move the elements and
    /// never copy them (the array's own `swapAt` copies one, retaining its strings); `order`
    /// holds each index once.
    mutating func rearrange(by order: [Int]) {
        var placed = [Bool](repeating: false, count: count)
        withUnsafeMutableBufferPointer { elements in
            for start in elements.indices where !placed[start] {
                var current = start
                while true {
                    placed[current] = true
                    let next = order[current]
                    if next == start { break }
                    elements.swapAt(current, next)
                    current = next
                }
            }
        }
    }
}
