import Foundation
import PlaybackInterface
import PlaybackPorts

/// What every ``PlaybackProgressRepository`` must do, as checks that any test target runs on its
/// own repository: PlaybackAdapters' contract suite runs them on memory, SQLite and PostgreSQL.
/// Each check takes an empty repository and returns what went wrong, nothing when it held.
public enum PlaybackProgressRepositoryContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any PlaybackProgressRepository) async throws -> [String])] = [
        ("an empty repository has no playback", emptyHasNone),
        ("a playback comes back whole, its item's every field", playbacksComeBackWhole),
        ("saving again replaces the player's playback of the item", savingReplaces),
        ("two players of one item are two playbacks", playersStayApart),
        ("in progress leaves out what was watched or not begun, newest first, each profile's own", inProgressIsNewestFirst),
    ]

    static let profile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA1))
    static let other = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xB2))
    static let heat = PlayedItem(kind: .film, title: "Heat ünï 'q'", year: 1995, ids: .init(imdb: "tt0113277", tmdb: "949"))
    static let fargo = PlayedItem(kind: .episode, title: "Fargo", year: 2014, ids: .init(tvdb: "269613"), season: 6, episode: 2, episodeIDs: .init(imdb: "tt1"))

    static func progress(
        _ item: PlayedItem = heat, player: String = "Kodi", position: Double = 600, watched: Bool = false, at seconds: Double = 1_790_000_000
    ) -> PlaybackProgress {
        PlaybackProgress(
            item: item, player: player, position: position, duration: 6_000, percent: position / 60, state: .paused, watched: watched,
            updatedAt: Date(timeIntervalSince1970: seconds)
        )
    }

    static func emptyHasNone(_ repository: any PlaybackProgressRepository) async throws -> [String] {
        var problems: [String] = []
        if try await repository.playback(of: profile, player: "Kodi", key: heat.key) != nil { problems.append("found a playback") }
        if try await !repository.inProgress(of: profile).isEmpty { problems.append("something is in progress") }
        return problems
    }

    static func playbacksComeBackWhole(_ repository: any PlaybackProgressRepository) async throws -> [String] {
        var problems: [String] = []
        for kept in [progress(heat), progress(fargo, position: 1_234.5)] {
            try await repository.save(kept, for: profile)
            let found = try await repository.playback(of: profile, player: "Kodi", key: kept.item.key)
            if found != kept { problems.append("expected \(kept), found \(String(describing: found))") }
        }
        return problems
    }

    static func savingReplaces(_ repository: any PlaybackProgressRepository) async throws -> [String] {
        try await repository.save(progress(position: 600), for: profile)
        let later = progress(position: 5_000, watched: true, at: 1_790_000_100)
        try await repository.save(later, for: profile)
        let found = try await repository.playback(of: profile, player: "Kodi", key: heat.key)
        return found == later ? [] : ["expected \(later), found \(String(describing: found))"]
    }

    static func playersStayApart(_ repository: any PlaybackProgressRepository) async throws -> [String] {
        try await repository.save(progress(player: "Kodi", position: 600), for: profile)
        try await repository.save(progress(player: "mpv", position: 900), for: profile)
        let kodi = try await repository.playback(of: profile, player: "Kodi", key: heat.key)?.position
        let mpv = try await repository.playback(of: profile, player: "mpv", key: heat.key)?.position
        return kodi == 600 && mpv == 900 ? [] : ["Kodi at \(String(describing: kodi)), mpv at \(String(describing: mpv))"]
    }

    static func inProgressIsNewestFirst(_ repository: any PlaybackProgressRepository) async throws -> [String] {
        try await repository.save(progress(heat, player: "Kodi", at: 1_790_000_000), for: profile)
        try await repository.save(progress(fargo, player: "Kodi", at: 1_790_000_500), for: profile)
        try await repository.save(progress(heat, player: "mpv", watched: true, at: 1_790_000_900), for: profile)
        try await repository.save(progress(fargo, player: "mpv", position: 0, at: 1_790_000_900), for: profile)
        try await repository.save(progress(heat, player: "Kodi", at: 1_790_000_000), for: other)
        let found = try await repository.inProgress(of: profile).map { "\($0.item.title) \($0.player)" }
        return found == ["Fargo Kodi", "Heat ünï 'q' Kodi"] ? [] : ["found \(found)"]
    }
}
