import Foundation
import SeriesInterface
import WatchlistInterface

/// The profile's rating of a whole series, apart from its episodes' viewings.
extension ProfileSeriesService {
    public func rate(_ reference: String, rating: Int, on day: CalendarDay?) async throws -> (series: Series, rating: SeriesRating) {
        guard Rating.range.contains(rating) else { throw SeriesError.ratingOutOfRange(rating) }
        let today = CalendarDay(containing: now())
        let day = day ?? today
        guard day <= today else { throw SeriesError.dayInTheFuture(day, today: today) }
        let profile = try await signedIn()
        let series = try await SeriesReference(catalog: catalog).resolve(reference).details.series
        let kept = SeriesRating(value: rating, ratedOn: day)
        try await repository.rate(series, kept, for: profile)
        return (series, kept)
    }

    public func removeRating(_ reference: String) async throws -> (series: Series, removed: Bool) {
        let profile = try await signedIn()
        let series = try await SeriesReference(catalog: catalog).resolve(reference).details.series
        return (series, try await repository.removeRating(of: series.id, for: profile))
    }
}
