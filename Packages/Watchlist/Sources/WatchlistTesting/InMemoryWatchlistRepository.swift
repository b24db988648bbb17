import AuthInterface
import Foundation
import MoviesInterface
import Synchronization
import WatchlistInterface

/// A ``WatchlistRepository`` in memory, for tests and the Watchlist dev app.
public final class InMemoryWatchlistRepository: WatchlistRepository {
    private let lists = Mutex<[Profile.ID: [WatchlistEntry]]>([:])

    /// Creates an empty repository.
    public init() {}

    public func add(_ entry: WatchlistEntry, for profile: Profile.ID) throws -> Bool {
        lists.withLock { lists in
            guard lists[profile, default: []].contains(where: { $0.movieID == entry.movieID }) == false else { return false }
            lists[profile, default: []].append(entry)
            return true
        }
    }

    public func remove(_ movieID: MovieID, for profile: Profile.ID) throws -> Bool {
        lists.withLock { lists in
            let before = lists[profile, default: []].count
            lists[profile, default: []].removeAll { $0.movieID == movieID }
            return lists[profile, default: []].count < before
        }
    }

    public func markWatched(_ movieID: MovieID, rating: Int?, at date: Date, for profile: Profile.ID) throws -> WatchlistEntry? {
        lists.withLock { lists in
            guard let index = lists[profile, default: []].firstIndex(where: { $0.movieID == movieID }) else { return nil }
            let updated = lists[profile, default: []][index].markedWatched(at: date, rating: rating)
            lists[profile, default: []][index] = updated
            return updated
        }
    }

    public func entries(for profile: Profile.ID) throws -> [WatchlistEntry] {
        lists.withLock { $0[profile, default: []] }
    }
}
