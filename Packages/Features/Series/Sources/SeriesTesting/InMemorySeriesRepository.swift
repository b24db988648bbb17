import Foundation
import SeriesInterface
import SeriesPorts
import Synchronization
import WatchlistInterface

/// A ``SeriesRepository`` and ``EpisodePlaybackStore`` in memory, for tests and the dev app.
public final class InMemorySeriesRepository: SeriesRepository, EpisodePlaybackStore {
    private struct Profile {
        var followed: [FollowedSeries] = []
        var viewings: [EpisodeViewing] = []
        var ratings: [RatedSeries] = []
        /// Each playback recorded: its episode's key, time, event id and viewing's index.
        var playbacks: [(key: String, playedAt: Date, eventID: String?, viewing: Int)] = []

        /// Keeps the viewings at the indices `kept` answers true for; the playbacks name
        /// viewings by index, so they are renumbered, and those of the others dropped.
        mutating func keepViewings(_ kept: (Int) -> Bool) {
            var renumbered: [Int: Int] = [:]
            var left: [EpisodeViewing] = []
            for (index, viewing) in viewings.enumerated() where kept(index) {
                renumbered[index] = left.count
                left.append(viewing)
            }
            viewings = left
            playbacks = playbacks.compactMap { playback in
                renumbered[playback.viewing].map { (playback.key, playback.playedAt, playback.eventID, $0) }
            }
        }

        mutating func keepViewings(_ kept: (EpisodeViewing) -> Bool) {
            let viewings = viewings
            keepViewings { (index: Int) in kept(viewings[index]) }
        }
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
                stored.ratings.removeAll { $0.series.id == seriesID }
                // The playbacks name viewings by index: renumber them, and drop the forgotten.
                let before = stored.viewings.count
                stored.keepViewings { $0.seriesID != seriesID }
                removed = before - stored.viewings.count
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

    public func forget(_ viewings: [EpisodeViewing], for profile: UUID) -> Int {
        profiles.withLock { profiles in
            var stored = profiles[profile, default: Profile()]
            var forgotten: Set<Int> = []
            for viewing in viewings {
                guard let index = stored.viewings.indices.last(where: { stored.viewings[$0] == viewing && !forgotten.contains($0) }) else { continue }
                forgotten.insert(index)
            }
            stored.keepViewings { (index: Int) in !forgotten.contains(index) }
            profiles[profile] = stored
            return forgotten.count
        }
    }

    public func viewings(of seriesID: TitleID?, for profile: UUID) -> [EpisodeViewing] {
        profiles.withLock { profiles in
            let all = profiles[profile]?.viewings ?? []
            return seriesID.map { id in all.filter { $0.seriesID == id } } ?? all
        }
    }

    public func rate(_ series: Series, _ rating: SeriesRating, for profile: UUID) {
        profiles.withLock { profiles in
            let rated = RatedSeries(series: series, rating: rating)
            if let index = profiles[profile, default: Profile()].ratings.firstIndex(where: { $0.series.id == series.id }) {
                profiles[profile, default: Profile()].ratings[index] = rated
            } else {
                profiles[profile, default: Profile()].ratings.append(rated)
            }
        }
    }

    public func removeRating(of seriesID: TitleID, for profile: UUID) -> Bool {
        profiles.withLock { profiles in
            let before = profiles[profile]?.ratings.count ?? 0
            profiles[profile]?.ratings.removeAll { $0.series.id == seriesID }
            return (profiles[profile]?.ratings.count ?? 0) < before
        }
    }

    public func ratings(for profile: UUID) -> [RatedSeries] {
        profiles.withLock { $0[profile]?.ratings ?? [] }
    }

    public func rating(of seriesID: TitleID, for profile: UUID) -> SeriesRating? {
        ratings(for: profile).first { $0.series.id == seriesID }?.rating
    }

    public func watchedPlaces(for profile: UUID) -> [TitleID: Set<EpisodeNumber>] {
        Dictionary(grouping: viewings(of: nil, for: profile), by: \.seriesID).mapValues { Set($0.compactMap(\.place)) }.filter { !$0.value.isEmpty }
    }

    public func recordPlayback(_ playback: EpisodePlaybackRecord, for profile: UUID) -> EpisodePlaybackWrite {
        profiles.withLock { profiles in
            var stored = profiles[profile, default: Profile()]
            if let eventID = playback.eventID, stored.playbacks.contains(where: { $0.eventID == eventID }) { return .duplicate(.sameEvent) }
            let keys = Set(playback.episodes.map(EpisodePlaybackRecord.key(of:)))
            if stored.playbacks.contains(where: { keys.contains($0.key) && abs($0.playedAt.timeIntervalSince(playback.playedAt)) < PlaybackWindow.duration }) {
                return .duplicate(.sameEpisodeNearby)
            }
            let fromPlaybacks = Set(stored.playbacks.map(\.viewing))
            let ratedByHand = stored.viewings.indices.contains { index in
                !fromPlaybacks.contains(index) && stored.viewings[index].rating != nil && playback.episodes.contains(where: stored.viewings[index].isOf)
            }
            let rating = ratedByHand ? nil : playback.rating
            var viewings: [EpisodeViewing] = []
            for episode in playback.episodes {
                let viewing = EpisodeViewing(of: episode, in: playback.series, on: playback.day, rating: rating)
                stored.playbacks.append((EpisodePlaybackRecord.key(of: episode), playback.playedAt, playback.eventID, stored.viewings.count))
                stored.viewings.append(viewing)
                viewings.append(viewing)
            }
            if !stored.followed.contains(where: { $0.series.id == playback.series.id }) {
                stored.followed.append(FollowedSeries(series: playback.series, followedAt: playback.followedAt))
            }
            profiles[profile] = stored
            return .recorded(viewings, droppedRating: ratedByHand ? playback.rating : nil)
        }
    }
}
