import AuthInterface
import AuthTesting
import Foundation
import PlaybackInterface
import PlaybackTesting
import ScrobblingInterface
import Testing
import WatchlistInterface
@testable import Playback

/// The media servers' positions in Continue watching: kept with the media server as the player,
/// beside the players' own, never recorded as viewings here (the hook records finished plays).
@Suite struct MediaServerPositionsTests {
    let repository = InMemoryPlaybackProgressRepository()
    let heat = MovieReference(title: "Heat", year: 1995, imdbID: "tt0113277")
    let profile = Profile.fixture

    func keep(_ state: MediaServerPosition.State, _ seconds: Double?, of item: MediaServerPosition.Item? = nil, on server: MediaServer = .jellyfin) async throws -> String? {
        let positions = MediaServerPositions(repository: repository, now: { Date(timeIntervalSince1970: 1_790_000_000) })
        return try await positions.record(
            MediaServerPosition(item: item ?? .film(heat), server: server, state: state, seconds: seconds, duration: 6_000), for: profile.id
        )
    }

    func inProgress() async throws -> [PlaybackProgress] {
        try await DefaultPlaybackService(profiles: SignedInProfile(profile), repository: repository, viewings: RecordedViewings()).inProgress()
    }

    @Test func aPauseIsInContinueWatchingUnderTheMediaServersNameAndAFinishedPlayLeavesIt() async throws {
        #expect(try await keep(.paused, 1_500) == "Heat (1995) kept at 25% for Continue watching")
        let kept = try #require(try await inProgress().first)
        #expect(kept.player == "Jellyfin" && kept.state == .paused && kept.position == 1_500 && kept.item.key == "film|imdb:tt0113277")
        #expect(try await keep(.stopped, 5_700) != nil)
        #expect(try await inProgress().first?.percent == 95, "a stop before the media server's end stays in progress, past 80% too")
        #expect(try await keep(.finished, nil) == "Heat (1995) left Continue watching")
        #expect(try await inProgress().isEmpty)
        #expect(try await keep(.paused, 100) == nil, "a pause after the end changes nothing")
        #expect(try await keep(.started, 0) != nil, "a start begins another playback")
        #expect(try await inProgress().isEmpty, "at the start, it is not yet in progress")
    }

    @Test func anEpisodeIsKeyedAsAPlayerKeysItSoAnotherPlayerResumesThere() async throws {
        let episode = EpisodeReference(seriesTitle: "Fargo", season: 6, episode: 2, episodeIMDbID: "tt15549912")
        _ = try await keep(.paused, 1_200, of: .episode(episode), on: .plex)
        let kodi = PlayedItem(kind: .episode, title: "Fargo", season: 6, episode: 2, episodeIDs: .init(imdb: "tt15549912"))
        let service = DefaultPlaybackService(profiles: SignedInProfile(profile), repository: repository, viewings: RecordedViewings())
        let report = try await service.report(PlaybackEvent(kind: .start, item: kodi, player: "Kodi", position: .seconds(0, duration: 3_000)))
        #expect(report.resumeAt == 1_200)
    }

    @Test func aFinishedPlayNeverSeenBeforeAndAnUnnamedItemKeepNothing() async throws {
        #expect(try await keep(.finished, nil) == nil)
        #expect(try await keep(.paused, 10, of: .film(MovieReference(title: " ", year: nil))) == nil)
        #expect(try await repository.playback(of: profile.id, player: "Jellyfin", key: PlayedItem(kind: .film, title: "Heat", year: 1995, ids: .init(imdb: "tt0113277")).key) == nil)
    }
}
