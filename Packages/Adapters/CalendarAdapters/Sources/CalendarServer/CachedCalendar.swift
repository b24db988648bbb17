import CalendarInterface
import ReadCache
import WatchlistInterface

/// A profile's calendar on a server, telling its read cache what a refresh made stale: air
/// dates are shared, so the feeds and pages kept from every profile's list are forgotten.
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
        try await calendar.feed(rotate: rotate)
    }
}
