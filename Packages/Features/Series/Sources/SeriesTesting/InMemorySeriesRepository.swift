import Foundation
import SeriesInterface
import SeriesPorts
import Synchronization

/// A ``SeriesRepository`` in memory, for tests and the dev app.
public final class InMemorySeriesRepository: SeriesRepository {
    private struct Profile {
        var followed: [FollowedSeries] = []
        var viewings: [EpisodeViewing] = []
    }

    private let profiles = Mutex<[UUID: Profile]>([:])

    /// Creates an empty repository.
    public init() {}

    public func follow(_ series: Series, at date: Date, for profile: UUID) -> Bool {
        profiles.withLock { profiles in
            guard !profiles[profile, default: Profile()].followed.contains(where: { $0.series.id == series.id }) else { return false }
            profiles[profile, default: Profile()].followed.append(FollowedSeries(series: series, followedAt: date))
            return true
        }
    }

    public func unfollow(_ seriesID: TitleID, forgettingViewings: Bool, for profile: UUID) -> (unfollowed: Bool, removedViewings: Int) {
        profiles.withLock { profiles in
            var stored = profiles[profile, default: Profile()]
            let before = stored.followed.count
            stored.followed.removeAll { $0.series.id == seriesID }
            guard stored.followed.count < before else { return (false, 0) }
            var removed = 0
            if forgettingViewings {
                let kept = stored.viewings.filter { $0.seriesID != seriesID }
                removed = stored.viewings.count - kept.count
                stored.viewings = kept
            }
            profiles[profile] = stored
            return (true, removed)
        }
    }

    public func followed(for profile: UUID) -> [FollowedSeries] {
        profiles.withLock { $0[profile]?.followed ?? [] }
    }

    public func record(_ viewings: [EpisodeViewing], for profile: UUID) {
        profiles.withLock { $0[profile, default: Profile()].viewings.append(contentsOf: viewings) }
    }

    public func viewings(of seriesID: TitleID?, for profile: UUID) -> [EpisodeViewing] {
        profiles.withLock { profiles in
            let all = profiles[profile]?.viewings ?? []
            return seriesID.map { id in all.filter { $0.seriesID == id } } ?? all
        }
    }

    public func watchedPlaces(for profile: UUID) -> [TitleID: Set<EpisodeNumber>] {
        Dictionary(grouping: viewings(of: nil, for: profile), by: \.seriesID).mapValues { Set($0.compactMap(\.place)) }.filter { !$0.value.isEmpty }
    }
}
