import WatchlistInterface

/// What the commands, the screen, the web page and other features use: what airs for the
/// shows the signed-in profile follows. Each method throws `AuthError.notLoggedIn` when no
/// one is signed in.
public protocol CalendarService: Sendable {
    /// The episodes that air from `day` (today when nil) for `days` days, from the air dates
    /// last fetched: it sends no request.
    /// - Throws: ``CalendarError/daysOutOfRange(_:)``.
    func schedule(from day: CalendarDay?, days: Int) async throws -> CalendarSchedule
    /// Fetches the air dates of the followed shows that are new or changed at the source,
    /// reporting each show done to `progress`.
    /// - Throws: ``CalendarError/sourceUnavailable(_:remedy:)`` when the source cannot be
    ///   reached; the shows done before are kept.
    func refresh(progress: @escaping @Sendable (RefreshProgress) -> Void) async throws -> RefreshSummary
    /// The profile's iCalendar feed, made the first time it is asked for; with `rotate`, a new
    /// one, and the old address stops working.
    /// - Throws: ``CalendarError/feedNeedsServer`` where no server answers feeds (a calendar
    ///   kept on this machine alone).
    func feed(rotate: Bool) async throws -> CalendarFeed
}
