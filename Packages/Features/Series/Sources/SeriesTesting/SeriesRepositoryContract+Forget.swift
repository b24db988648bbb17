import Foundation
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// The contract's check of ``SeriesRepository/forget(_:for:)``, which taking an import back uses.
extension SeriesRepositoryContract {
    static func forgettingViewingsRemovesOneEach(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let show = series(21)
        let first = viewing(of: show, season: 1, episode: 1), rated = viewing(of: show, season: 1, episode: 2, rating: 8)
        let special = viewing(of: show, season: nil, episode: nil)
        // The same episode twice on one day, a rated one, one with no numbers; the other profile has the same.
        try await repository.record([first, first, rated, special], for: profile)
        try await repository.record([first], for: other)
        let unrated = viewing(of: show, season: 1, episode: 2)
        let found = try await repository.forget([first, unrated, special], for: profile)
        if found != 2 { problems.append("forgetting three viewings of which two are stored answered \(found)") }
        let left = try await repository.viewings(of: nil, for: profile)
        if left != [first, rated] { problems.append("after forgetting, the viewings were \(left)") }
        if try await repository.viewings(of: nil, for: other) != [first] { problems.append("forgetting touched another profile's viewing") }
        if try await repository.forget([], for: profile) != 0 { problems.append("forgetting nothing answered more than 0") }

        // A playback's viewing, forgotten, takes its playback along: the same playback records again.
        let episode = Episode(seriesID: show.id, id: nil, season: 2, number: 1, title: "Return", year: nil, runtimeMinutes: nil)
        let playback = EpisodePlaybackRecord(
            series: show, episodes: [episode], playedAt: Date(timeIntervalSince1970: 1_800_000_000), day: day, rating: nil, eventID: "forget-1", followedAt: Date()
        )
        guard case .recorded(let recorded, _) = try await repository.recordPlayback(playback, for: profile) else {
            return problems + ["a new playback was not recorded"]
        }
        if try await repository.forget(recorded, for: profile) != 1 { problems.append("the playback's viewing was not forgotten") }
        if case .duplicate = try await repository.recordPlayback(playback, for: profile) { problems.append("the forgotten viewing's playback was kept") }
        return problems
    }
}
