import AuthInterface
import Foundation
import MoviesInterface
import Synchronization
import WatchlistInterface

/// A ``WatchlistRepository`` in memory, for tests and the Watchlist dev app. It summarises
/// viewings into entries by the same rules as the SQLite repository.
public final class InMemoryWatchlistRepository: WatchlistRepository {
    private struct ProfileData {
        var entries: [WatchlistEntry] = []
        /// In the order recorded.
        var viewings: [Viewing] = []
    }

    private let profiles = Mutex<[Profile.ID: ProfileData]>([:])

    /// Creates an empty repository.
    public init() {}

    public func add(_ entry: WatchlistEntry, for profile: Profile.ID) throws -> Bool {
        profiles.withLock { profiles in
            guard profiles[profile, default: ProfileData()].entries.contains(where: { $0.movieID == entry.movieID }) == false else { return false }
            profiles[profile, default: ProfileData()].entries.append(WatchlistEntry(
                movieID: entry.movieID, title: entry.title, year: entry.year, note: entry.note, addedAt: entry.addedAt
            ))
            return true
        }
    }

    public func remove(_ movieID: MovieID, for profile: Profile.ID) throws -> Bool {
        profiles.withLock { profiles in
            let before = profiles[profile, default: ProfileData()].entries.count
            profiles[profile, default: ProfileData()].entries.removeAll { $0.movieID == movieID }
            profiles[profile, default: ProfileData()].viewings.removeAll { $0.movieID == movieID }
            return profiles[profile, default: ProfileData()].entries.count < before
        }
    }

    public func addViewing(of movieID: MovieID, on day: CalendarDay, rating: Int?, review: String?, for profile: Profile.ID) throws -> WatchlistEntry? {
        profiles.withLock { profiles in
            var data = profiles[profile, default: ProfileData()]
            guard let entry = data.entries.first(where: { $0.movieID == movieID }) else { return nil }
            data.viewings.append(Viewing(movieID: movieID, title: entry.title, year: entry.year, watchedOn: day, rating: rating, review: review))
            profiles[profile] = data
            return Self.summary(of: entry, in: data.viewings)
        }
    }

    public func entries(for profile: Profile.ID) throws -> [WatchlistEntry] {
        profiles.withLock { profiles in
            let data = profiles[profile, default: ProfileData()]
            return data.entries.map { Self.summary(of: $0, in: data.viewings) }
        }
    }

    public func viewings(for profile: Profile.ID) throws -> [Viewing] {
        profiles.withLock { profiles in
            Self.newestFirst(profiles[profile, default: ProfileData()].viewings)
        }
    }

    /// Newest day first; on one day, the last recorded first.
    private static func newestFirst(_ viewings: [Viewing]) -> [Viewing] {
        viewings.enumerated()
            .sorted { ($0.element.watchedOn, $0.offset) > ($1.element.watchedOn, $1.offset) }
            .map(\.element)
    }

    private static func summary(of entry: WatchlistEntry, in viewings: [Viewing]) -> WatchlistEntry {
        let own = newestFirst(viewings.filter { $0.movieID == entry.movieID })
        return WatchlistEntry(
            movieID: entry.movieID, title: entry.title, year: entry.year, note: entry.note, addedAt: entry.addedAt,
            lastWatchedOn: own.first?.watchedOn, rating: own.first { $0.rating != nil }?.rating, viewingCount: own.count
        )
    }
}
