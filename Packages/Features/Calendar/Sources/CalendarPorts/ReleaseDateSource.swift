import WatchlistInterface

/// Where films' release dates come from: TMDB when its token is set (CalendarAdapters), or
/// fixtures (CalendarTesting).
public protocol ReleaseDateSource: Sendable {
    /// The source's name as people know it (`TMDB`).
    var name: String { get }
    /// The film the list calls `id` (`imdb:tt…` or `tmdb:…`), or nil when the source does not
    /// know it.
    /// - Throws: `CalendarError.sourceUnavailable` when it cannot say.
    func film(_ id: String) async throws -> SourceMovie?
}

/// A film as the source knows it, with the days it comes out.
public struct SourceMovie: Hashable, Sendable {
    /// The source's id of it.
    public let id: String
    /// Its title at the source.
    public let title: String
    /// The day it comes out in cinemas, when known.
    public let cinema: CalendarDay?
    /// The day it comes out to buy or rent online, when known.
    public let digital: CalendarDay?

    /// Creates a film.
    public init(id: String, title: String, cinema: CalendarDay?, digital: CalendarDay?) {
        self.id = id
        self.title = title
        self.cinema = cinema
        self.digital = digital
    }

    /// Whether it is out by `day` in every way the source knows: a film with no known digital
    /// release is not.
    public func isOut(by day: CalendarDay) -> Bool {
        digital.map { $0 <= day } ?? false
    }
}
