import AuthInterface
import Foundation
import MoviesInterface
import WatchlistInterface
import WatchlistPorts

/// ``PlaybackRecording`` on a store: the film is matched by ``HistoryMatcher``, the importer's
/// own, and its details are stored the first time it comes to the list, as an import stores
/// them; the store applies the playback rules in its write. A film already on the list costs
/// one write and no read: the store is asked first not to list the film, and only when it is
/// absent are its details stored and the playback recorded again, listing it.
public struct PlaybackRecorder: PlaybackRecording {
    private let makeMovies: @Sendable () throws -> any MovieService
    private let store: any PlaybackStore
    private let timeZone: TimeZone
    private let now: @Sendable () -> Date

    /// Creates it: `movies` makes the movie service when a call first needs the catalog,
    /// `timeZone` gives a playback's day, `now` the day a film is added.
    public init(
        movies: @escaping @Sendable () throws -> any MovieService, store: any PlaybackStore,
        timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        makeMovies = movies
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
        try await record(playback, of: MovieSummary(id: movieID, title: playback.film.title, year: playback.film.year), for: profile)
    }

    private func record(_ playback: Playback, of movie: MovieSummary, for profile: Profile.ID) async throws -> PlaybackOutcome {
        if case .done(let outcome) = try await store.recordPlayback(record(playback, of: movie), listing: false, for: profile) {
            return outcome
        }
        let movies = try makeMovies()
        var listed = try await movies.storeMovies([movie.id]).first?.summary
        if listed == nil { listed = try await movies.movie(movie.id).summary }
        guard let listed else { throw PlaybackRecorderError.notListed(movie.id) }
        guard case .done(let outcome) = try await store.recordPlayback(record(playback, of: listed), listing: true, for: profile) else {
            throw PlaybackRecorderError.notListed(movie.id)
        }
        return outcome
    }

    private func record(_ playback: Playback, of movie: MovieSummary) -> PlaybackRecord {
        let today = CalendarDay(containing: now(), in: timeZone)
        let day = min(CalendarDay(containing: playback.playedAt, in: timeZone), today)
        return PlaybackRecord(movie: movie, playedAt: playback.playedAt, day: day, rating: playback.rating, eventID: playback.eventID, addedAt: now())
    }
}

/// A store answered that a film it was asked to list is not on the list: never expected.
enum PlaybackRecorderError: Error, CustomStringConvertible {
    case notListed(MovieID)

    var description: String {
        switch self {
        case .notListed(let id): "\(id) could not be put on the list; see the log"
        }
    }
}
