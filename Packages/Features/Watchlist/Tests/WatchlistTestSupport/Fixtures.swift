import AuthInterface
import Synchronization
import AuthTesting
import Foundation
import MoviesInterface
import MoviesTesting
import WatchlistInterface
import WatchlistPorts
import WatchlistTesting
import Watchlist

/// A clock that moves one minute per reading, so added dates are distinct and ordered.
public final class SteppingClock: Sendable {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let ticks = Mutex(0)

    public init() {}

    public func now() -> Date {
        ticks.withLock { ticks in
            ticks += 1
            return start.addingTimeInterval(Double(ticks) * 60)
        }
    }
}

/// The real service on the fixture catalog, signed in as `profile`, with `repository`.
public func makeService(
    profile: Profile? = .fixture,
    repository: any WatchlistRepository = InMemoryWatchlistRepository(),
    clock: SteppingClock = SteppingClock()
) -> ProfileWatchlistService {
    ProfileWatchlistService(
        profiles: SignedInProfile(profile), movies: { FixtureMovieService() }, storedMovies: { InMemoryMovieRepository(movies: Movie.fixtures) },
        directory: InMemoryProfileStore(), shares: InMemoryListShareRepository(), repository: repository, now: clock.now
    )
}

public let alien = MovieID(source: .fixture, value: "1")
public let aliens = MovieID(source: .fixture, value: "2")
public let matrix = MovieID(source: .fixture, value: "3")
