/// Titles of other kinds than films (TV series) that `add`, `remove` and `watched` act on
/// beside films. The Watchlist feature knows nothing of them: the feature that has them
/// conforms, and an app's root registers it; an app with films only registers
/// ``FilmsOnlyTracking``. Each method answers what the command prints, or nil when
/// `reference` names no title of these kinds, so that the command acts on a film.
public protocol OtherTitleTracking: Sendable {
    /// Follows the title.
    func add(_ reference: String) async throws -> String?
    /// Stops following it, keeping its viewings.
    func remove(_ reference: String) async throws -> String?
    /// Records viewings of it: with `season`, a season, or its `episodes` (`4` or `4-6`).
    func watched(_ reference: String, season: Int?, episodes: String?, on day: CalendarDay?, rating: Int?) async throws -> String?
}

/// No other kinds: the commands act on films only.
public struct FilmsOnlyTracking: OtherTitleTracking {
    /// Creates it.
    public init() {}

    public func add(_ reference: String) -> String? { nil }

    public func remove(_ reference: String) -> String? { nil }

    public func watched(_ reference: String, season: Int?, episodes: String?, on day: CalendarDay?, rating: Int?) -> String? { nil }
}
