import CalendarInterface
import Foundation
import RateLimit
import WatchlistInterface

/// A profile's calendar on a server, whose refreshes the profile may ask for only so often an
/// hour: each asks TVmaze (and TMDB) for every series followed, and one profile asking in a
/// loop would have the server limited by them for everyone. The server's own rounds fetch
/// through the calendar beneath, as scheduled.
struct LimitedRefreshes: CalendarService {
    let calendar: any CalendarService
    let profile: UUID
    let limit: RateLimit<UUID>
    let perHour: Int
    let now: @Sendable () -> Date

    func schedule(from day: CalendarDay?, days: Int) async throws -> CalendarSchedule {
        try await calendar.schedule(from: day, days: days)
    }

    /// - Throws: ``CalendarError/tooManyRefreshes(perHour:waitSeconds:)`` past the limit.
    func refresh(progress: @escaping @Sendable (RefreshProgress) -> Void) async throws -> RefreshSummary {
        if let wait = limit.take(profile, at: now()) { throw CalendarError.tooManyRefreshes(perHour: perHour, waitSeconds: wait) }
        return try await calendar.refresh(progress: progress)
    }

    func feed(rotate: Bool) async throws -> CalendarFeed {
        try await calendar.feed(rotate: rotate)
    }
}
