import Foundation
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// The contract's checks of ``EpisodePlaybackStore``.
extension SeriesRepositoryContract {
    /// A playback of `episodes` of series 3 at `time` seconds after a fixed instant.
    static func playback(_ episodes: [Int], season: Int = 1, at time: TimeInterval, event: String? = nil, rating: Int? = nil) -> EpisodePlaybackRecord {
        let show = series(3, title: "Playback Show")
        let episodes = episodes.map { number in
            Episode(seriesID: show.id, id: TitleID(imdbNumber: 8_000_000 + season * 100 + number), season: season, number: number, title: "Episode \(number)", year: 2003, runtimeMinutes: 44)
        }
        let instant = Date(timeIntervalSince1970: 1_800_000_000 + time)
        return EpisodePlaybackRecord(series: show, episodes: episodes, playedAt: instant, day: day, rating: rating, eventID: event, followedAt: instant)
    }

    static func playbackIsRecordedOnce(_ store: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let file = playback([1, 2], at: 0, event: "plex:1", rating: 8)
        guard case .recorded(let viewings, nil) = try await store.recordPlayback(file, for: profile) else { return ["a two-episode playback was not recorded"] }
        if viewings.map(\.episode) != [1, 2] || viewings.contains(where: { $0.rating != 8 }) { problems.append("the playback recorded \(viewings)") }
        if try await store.viewings(of: nil, for: profile) != viewings { problems.append("viewings() did not answer the two recorded") }
        if try await store.followed(for: profile).map(\.series) != [file.series] { problems.append("the series was not followed") }
        let again = try await store.recordPlayback(playback([5], at: 86_400 * 3, event: "plex:1"), for: profile)
        if again != .duplicate(.sameEvent) { problems.append("the same event id answered \(again)") }
        let elsewhere = try await store.recordPlayback(playback([1], at: 86_400 * 3, event: "plex:1"), for: other)
        if case .recorded = elsewhere {} else { problems.append("another profile's playback with the same event id answered \(elsewhere)") }
        if try await store.viewings(of: nil, for: profile).count != 2 { problems.append("a repeated event added viewings") }
        return problems
    }

    static func playbackNearbyIsTheSame(_ store: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        _ = try await store.recordPlayback(playback([4], at: 0, event: "jellyfin:a"), for: profile)
        let soon = try await store.recordPlayback(playback([4], at: 60, event: "jellyfin:b"), for: profile)
        if soon != .duplicate(.sameEpisodeNearby) { problems.append("the same episode a minute later answered \(soon)") }
        let overlapping = try await store.recordPlayback(playback([3, 4], at: 120), for: profile)
        if overlapping != .duplicate(.sameEpisodeNearby) { problems.append("a file holding the episode a little later answered \(overlapping)") }
        let next = try await store.recordPlayback(playback([5], at: 120), for: profile)
        if case .recorded = next {} else { problems.append("the next episode answered \(next)") }
        let tomorrow = try await store.recordPlayback(playback([4], at: 86_400), for: profile)
        if case .recorded = tomorrow {} else { problems.append("the episode a day later answered \(tomorrow)") }
        if try await store.viewings(of: nil, for: profile).map(\.episode) != [4, 5, 4] { problems.append("viewings() answered \(try await store.viewings(of: nil, for: profile).map(\.episode))") }
        return problems
    }

    static func playbackRatingYieldsToHand(_ store: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let show = series(3, title: "Playback Show")
        let byHand = viewing(of: show, season: 1, episode: 6, id: TitleID(imdbNumber: 8_000_106).description, rating: 9)
        try await store.record([byHand], for: profile)
        let rated = try await store.recordPlayback(playback([6], at: 0, rating: 4), for: profile)
        guard case .recorded(let viewings, let dropped) = rated else { return ["the playback answered \(rated)"] }
        if viewings.first?.rating != nil || dropped != 4 { problems.append("the rating 4 was kept (\(viewings)) or not reported dropped (\(String(describing: dropped)))") }
        let stored = try await store.viewings(of: nil, for: profile)
        if stored.first != byHand { problems.append("the viewing typed by hand changed: \(stored)") }
        let fromServer = try await store.recordPlayback(playback([7], at: 0, rating: 5), for: profile)
        guard case .recorded(let other, nil) = fromServer, other.first?.rating == 5 else { return problems + ["an episode no one rated by hand answered \(fromServer)"] }
        let later = try await store.recordPlayback(playback([7], at: 86_400, rating: 6), for: profile)
        if case .recorded(let again, nil) = later, again.first?.rating == 6 {} else { problems.append("a media server's earlier rating counted as typed by hand: \(later)") }
        return problems
    }

    static func forgettingForgetsPlaybacks(_ store: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let first = playback([1], at: 0, event: "emby:7")
        _ = try await store.recordPlayback(first, for: profile)
        let removed = try await store.unfollow(first.series.id, forgettingViewings: true, for: profile)
        if removed != (true, 1) { problems.append("unfollowing answered \(removed)") }
        let again = try await store.recordPlayback(first, for: profile)
        if case .recorded = again {} else { problems.append("after forgetting, the playback answered \(again)") }
        return problems
    }
}
