import Foundation
import ScrobblingInterface
import Testing
@testable import Scrobbling

/// Each reader on its media server's documented episode bodies: the show, the season and
/// episode numbers (and the last of a file's several), the episode's own ids, and the show's
/// year only where the format gives the show's and not the episode's.
@Suite struct EpisodeEventReaderTests {
    private let arrived = JSONFields.iso8601("2026-11-24T12:00:00Z") ?? Date()

    private func episode(_ name: String) throws -> EpisodePlayback {
        let server = try #require(MediaServer(rawValue: FixtureFiles.server(of: name)))
        let reading = try EventReader.read(FixtureFiles.document(name), from: server, receivedAt: arrived)
        guard case .episode(let playback, _) = reading else {
            Issue.record("\(name) is not read as an episode: \(reading)")
            throw CancellationError()
        }
        return playback
    }

    private func position(_ name: String) throws -> MediaServerPosition {
        let server = try #require(MediaServer(rawValue: FixtureFiles.server(of: name)))
        guard case .position(let position, _) = try EventReader.read(FixtureFiles.document(name), from: server, receivedAt: arrived) else {
            Issue.record("\(name) is not read as a position")
            throw CancellationError()
        }
        return position
    }

    @Test func plexNamesTheShowTheNumbersAndTheEpisodesOwnIds() throws {
        let ozymandias = try episode("plex-episode-scrobble.multipart")
        #expect(ozymandias.episode == EpisodeReference(
            seriesTitle: "Breaking Bad", season: 5, episode: 14, episodeIMDbID: "tt2301451", tmdbID: "62161", tvdbID: "4639441"
        ))
        #expect(ozymandias.playedAt == arrived && ozymandias.eventID == nil, "Plex gives no time and no id of its own")
        let legacy = try episode("plex-episode-legacy-tvdb.multipart")
        #expect(legacy.episode.seriesTitle == "Breaking Bad" && legacy.episode.season == 2 && legacy.episode.numbers == [3], "the older TVDB agent's guid carries the numbers")
        #expect(legacy.episode.episodeIMDbID == nil && legacy.episode.tvdbID == nil, "the number in the older guid is the show's, not the episode's")
        let special = try episode("plex-episode-special.multipart")
        #expect(special.episode.season == 0 && special.episode.episode == 1 && special.episode.tvdbID == "5447583")
        let tvdbOnly = try episode("plex-episode-tvdb-only.multipart")
        #expect(tvdbOnly.episode.episodeIMDbID == nil && tvdbOnly.episode.seriesTitle == "Chernobyl")
        #expect(try episode("plex-episode-ambiguous.multipart").episode.seriesYear == nil, "an episode's year is not the show's")
    }

    @Test func jellyfinNamesTheShowAndItsYearTheNumbersAndAFilesLastEpisode() throws {
        let pilot = try episode("jellyfin-episode-stop.json")
        #expect(pilot.episode == EpisodeReference(
            seriesTitle: "Breaking Bad", seriesYear: 2008, season: 1, episode: 1, episodeIMDbID: "tt0959621", tvdbID: "349232"
        ))
        #expect(pilot.playedAt == JSONFields.iso8601("2026-11-21T20:05:12.5531207Z"))
        let double = try episode("jellyfin-episode-double.json")
        #expect(double.episode.season == 3 && double.episode.numbers == [17, 18])
        #expect(try episode("jellyfin-episode-special.json").episode.season == 0 && (try episode("jellyfin-episode-special.json").episode.numbers) == [1])
        #expect(try episode("jellyfin-episode-ambiguous.json").episode.seriesYear == nil)
        #expect(try episode("jellyfin-episode-with-show-year.json").episode.seriesYear == 2005)
        let partial = try position("jellyfin-episode-partial.json")
        #expect(partial.state == .stopped && partial.description.contains("at 40%"))
        guard case .episode(let stopped) = partial.item else { throw CancellationError() }
        #expect(stopped.seriesTitle == "Breaking Bad" && stopped.season == 1 && stopped.episode == 2)
    }

    @Test func aJellyfinTemplateFromBeforeEpisodesStillReadsAnEpisodeByItsId() throws {
        let old = #"{"NotificationType":"PlaybackStop","ItemType":"Episode","Name":"Pilot","Year":"2008","Provider_imdb":"tt0959621","PlayedToCompletion":"True"}"#
        guard case .episode(let playback, _) = try EventReader.read(Array(old.utf8), from: .jellyfin, receivedAt: arrived) else {
            Issue.record("an episode from the old template is an episode")
            return
        }
        #expect(playback.episode.episodeIMDbID == "tt0959621" && playback.episode.numbers.isEmpty && playback.episode.seriesTitle.isEmpty)
    }

    @Test func embyNamesTheShowTheNumbersAndAFilesLastEpisodeButNotTheEpisodesYear() throws {
        let ozymandias = try episode("emby-episode.json")
        #expect(ozymandias.episode == EpisodeReference(
            seriesTitle: "Breaking Bad", season: 5, episode: 14, episodeIMDbID: "tt2301451", tvdbID: "4639441"
        ))
        let double = try episode("emby-episode-double.json")
        #expect(double.episode.numbers == [17, 18] && double.episode.seriesYear == nil)
        #expect(try episode("emby-episode-special.json").episode.season == 0)
        #expect(try episode("emby-episode-markplayed.json").episode.seriesTitle == "Fargo")
        let partial = try position("emby-episode-partial.json")
        #expect(partial.server == .emby && partial.state == .stopped && partial.description.contains("at 20%"))
    }

    @Test func theGenericDocumentNamesAShowByTitleOrIdOrAnEpisodeByItsOwnId() throws {
        let third = try episode("generic-episode.json")
        #expect(third.episode == EpisodeReference(seriesTitle: "Breaking Bad", seriesYear: 2008, season: 1, episode: 3))
        #expect(third.rating == 8 && third.eventID == "kodi-ep-1")
        let byID = try episode("generic-episode-id.json")
        #expect(byID.episode.episodeIMDbID == "tt1054724" && byID.episode.numbers.isEmpty)
        let double = try episode("generic-episode-double.json")
        #expect(double.episode.seriesIMDbID == "tt0098904" && double.episode.seriesTitle.isEmpty && double.episode.numbers.count == 2)
        let film = #"{"title": "Fargo", "year": 1996}"#
        guard case .playback = try EventReader.read(Array(film.utf8), from: .generic, receivedAt: arrived) else {
            Issue.record("a title and a year with no season is a film")
            return
        }
    }
}
