import CalendarInterface
import Foundation
import ReadCache
import WatchlistInterface

/// A profile's calendar on a server, telling its read cache what a refresh made stale: air
/// dates are shared, so the feeds and pages kept from every profile's list are forgotten. A
/// rotated feed forgets who holds each feed's token, so the old address stops at once, on
/// every server of the storage.
struct CachedCalendar: CalendarService {
    let calendar: any CalendarService
    let cache: ReadCache

    func schedule(from day: CalendarDay?, days: Int) async throws -> CalendarSchedule {
        try await calendar.schedule(from: day, days: days)
    }

    func refresh(progress: @escaping @Sendable (RefreshProgress) -> Void) async throws -> RefreshSummary {
        try await cache.afterWriting(.everyList) { try await calendar.refresh(progress: progress) }
    }

    func feed(rotate: Bool) async throws -> CalendarFeed {
        guard rotate else { return try await calendar.feed(rotate: false) }
        return try await cache.afterWriting(.list(owner: FeedAddress.holders)) { try await calendar.feed(rotate: true) }
    }
}
