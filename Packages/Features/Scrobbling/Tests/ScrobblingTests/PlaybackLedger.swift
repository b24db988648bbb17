import AuthInterface
import Foundation
import MoviesInterface
import Synchronization
import WatchlistInterface

/// A ``PlaybackRecording`` for the receiver's tests: a few films matched by exact title and
/// year, a second playback of a film a duplicate, and the viewings kept to be read back.
/// The real rules (the matcher, the 4-hour window, ratings) are Watchlist's, tested in its
/// contract suite on every store, and end to end through the server in the root tests.
final class PlaybackLedger: PlaybackRecording {
    static let films = [
        MovieSummary(id: MovieID(source: .offline, value: "3"), title: "Alien", year: 1979),
        MovieSummary(id: MovieID(source: .offline, value: "6"), title: "The Matrix", year: 1999),
        MovieSummary(id: MovieID(source: .offline, value: "13"), title: "Spirited Away", year: 2001),
    ]

    private let recorded = Mutex<[Profile.ID: [Viewing]]>([:])

    func record(_ playback: Playback, for profile: Profile.ID) async throws -> PlaybackOutcome {
        guard let film = Self.films.first(where: { $0.title == playback.film.title && $0.year == playback.film.year }) else {
            return .unmatched(.notFound)
        }
        return record(playback, of: film, for: profile)
    }

    func record(_ playback: Playback, as movieID: MovieID, for profile: Profile.ID) async throws -> PlaybackOutcome {
        guard let film = Self.films.first(where: { $0.id == movieID }) else { throw MovieCatalogError.notFound(movieID) }
        return record(playback, of: film, for: profile)
    }

    /// `profile`'s viewings, in the order recorded.
    func viewings(for profile: Profile.ID) -> [Viewing] {
        recorded.withLock { $0[profile] ?? [] }
    }

    private func record(_ playback: Playback, of film: MovieSummary, for profile: Profile.ID) -> PlaybackOutcome {
        recorded.withLock { recorded in
            if recorded[profile, default: []].contains(where: { $0.movieID == film.id }) { return .duplicate(.sameMovieNearby) }
            let viewing = Viewing(
                movieID: film.id, title: film.title, year: film.year, watchedOn: CalendarDay(containing: playback.playedAt, in: .gmt), rating: playback.rating
            )
            recorded[profile, default: []].append(viewing)
            return .recorded(viewing, droppedRating: nil)
        }
    }
}
