import AuthInterface
import Foundation
import MoviesInterface
import WatchlistInterface
import WatchlistPorts

/// ``PlaybackRecording`` on a repository: the film is matched by ``HistoryMatcher``, the
/// importer's own, and its details are stored the first time it comes to the list, as an
/// import stores them; the store applies the playback rules in its write.
public struct PlaybackRecorder: PlaybackRecording {
    private let makeMovies: @Sendable () throws -> any MovieService
    private let lists: any WatchlistRepository
    private let store: any PlaybackStore
    private let timeZone: TimeZone
    private let now: @Sendable () -> Date

    /// Creates it: `movies` makes the movie service when a call first needs the catalog,
    /// `timeZone` gives a playback's day, `now` the day a film is added.
    public init(
        movies: @escaping @Sendable () throws -> any MovieService, lists: any WatchlistRepository, store: any PlaybackStore,
        timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        makeMovies = movies
        self.lists = lists
        self.store = store
        self.timeZone = timeZone
        self.now = now
    }

    public func record(_ playback: Playback, for profile: Profile.ID) async throws -> PlaybackOutcome {
        var matcher = HistoryMatcher(movies: try makeMovies())
        switch try await matcher.match(playback.film) {
        case .found(let movie):
            return try await record(playback, of: movie, for: profile)
        case .unmatched(let problem, _):
            return .unmatched(problem)
        }
    }

    public func record(_ playback: Playback, as movieID: MovieID, for profile: Profile.ID) async throws -> PlaybackOutcome {
        if let entry = try await lists.entry(movieID, for: profile) {
            return try await record(playback, of: MovieSummary(id: entry.movieID, title: entry.title, year: entry.year), for: profile)
        }
        return try await record(playback, of: try await makeMovies().movie(movieID).summary, for: profile)
    }

    private func record(_ playback: Playback, of movie: MovieSummary, for profile: Profile.ID) async throws -> PlaybackOutcome {
        var listed = movie
        if try await lists.entry(movie.id, for: profile) == nil, let stored = try await makeMovies().storeMovies([movie.id]).first {
            listed = stored.summary
        }
        let today = CalendarDay(containing: now(), in: timeZone)
        let day = min(CalendarDay(containing: playback.playedAt, in: timeZone), today)
        return try await store.recordPlayback(
            PlaybackRecord(movie: listed, playedAt: playback.playedAt, day: day, rating: playback.rating, eventID: playback.eventID, addedAt: now()),
            for: profile
        )
    }
}
