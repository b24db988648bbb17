import AuthInterface
import Foundation
import MoviesInterface
import ScrobblingInterface
import ScrobblingTesting
import Series
import SeriesInterface
import SeriesTesting
import Testing
import WatchlistInterface
@testable import Scrobbling

/// Episodes through the receiver, on the Series feature's own recorder over the embedded
/// catalog and an in-memory store: every fixture of every server, what it records, what waits
/// in the inbox and why, and what a person settles there.
@Suite struct EpisodeHookReceiverTests {
    private let ada = Profile(id: UUID(), name: "ada")
    private let now = JSONFields.iso8601("2026-11-26T12:00:00Z") ?? Date()
    private let repository = InMemoryHookRepository()
    private let series = InMemorySeriesRepository()

    private var episodes: EpisodePlaybackRecorder {
        EpisodePlaybackRecorder(catalog: EmbeddedSeriesCatalog(), store: series, timeZone: .gmt, now: { [now] in now })
    }

    private var hooks: ProfileHooks {
        ProfileHooks(profiles: Signed(profile: ada), repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: episodes, now: { [now] in now })
    }

    private func deliver(_ fixture: String, to hook: CreatedHook) async throws -> HookEvent {
        let receiver = HookReceiver(repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: episodes)
        return try await receiver.receive(HookDelivery(secret: hook.secret, body: .document(FixtureFiles.document(fixture)), receivedAt: now)).event
    }

    private func codes() async throws -> [String] {
        try await series.viewings(of: nil, for: ada.id).map { "\($0.seriesTitle) S\($0.season ?? -1)E\($0.episode ?? -1)" }
    }

    @Test(arguments: [MediaServer.plex, .jellyfin, .emby])
    func eachServersEpisodesAreRecordedOrWaitForTheRightReason(server: MediaServer) async throws {
        let hook = try await hooks.create(server, mediaUser: nil)
        var outcomes: [String: HookOutcome] = [:]
        for name in FixtureFiles.all where name.hasPrefix(server.rawValue + "-episode") {
            outcomes[name] = try await deliver(name, to: hook).outcome
        }
        let expected: [String: HookOutcome] = switch server {
        case .plex: [
            "plex-episode-scrobble.multipart": .recorded, "plex-episode-legacy-tvdb.multipart": .recorded, "plex-episode-special.multipart": .recorded,
            "plex-episode-tvdb-only.multipart": .recorded, "plex-episode-ambiguous.multipart": .inbox, "plex-episode-unknown-show.multipart": .inbox,
        ]
        case .jellyfin: [
            "jellyfin-episode-stop.json": .recorded, "jellyfin-episode-double.json": .recorded, "jellyfin-episode-special.json": .recorded,
            "jellyfin-episode-tvdb-only.json": .recorded, "jellyfin-episode-partial.json": .ignored, "jellyfin-episode-ambiguous.json": .inbox,
            "jellyfin-episode-with-show-year.json": .recorded, "jellyfin-episode-unknown-show.json": .inbox,
        ]
        case .emby: [
            "emby-episode.json": .recorded, "emby-episode-double.json": .recorded, "emby-episode-special.json": .recorded,
            "emby-episode-partial.json": .ignored, "emby-episode-ambiguous.json": .inbox, "emby-episode-markplayed.json": .recorded,
        ]
        case .generic: [:]
        }
        #expect(outcomes == expected)
        let inbox = try await hooks.inbox()
        #expect(inbox.map(\.subject.reason).sorted() == [EpisodeMatchProblem.noSeries.description, EpisodeMatchProblem.severalSeries.description].filter { reason in
            server != .emby || reason == EpisodeMatchProblem.severalSeries.description
        }.sorted())
        let recorded = try await codes()
        #expect(recorded.contains("Sherlock S0E1"), "a special is recorded")
        if server != .plex { #expect(recorded.filter { $0.hasPrefix("Seinfeld S3E1") } == ["Seinfeld S3E17", "Seinfeld S3E18"] || server == .plex, "a two-episode file is two viewings") }
        let followed = try await series.followed(for: ada.id).map(\.series.title)
        #expect(Set(followed).count == followed.count && followed.contains("Sherlock"), "a show seen for the first time is followed, once")
    }

    @Test func aStopAndAPlayedMarkOfOneEpisodeAreOneViewingAndARetryIsTheSameEvent() async throws {
        let hook = try await hooks.create(.generic, mediaUser: nil)
        #expect(try await deliver("generic-episode.json", to: hook).outcome == .recorded)
        #expect(try await deliver("generic-episode.json", to: hook).detail.contains("same event"))
        let marked = #"{"series": "Breaking Bad", "season": 1, "episode": 3, "watchedAt": "2026-11-21T21:30:00Z"}"#
        let receiver = HookReceiver(repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: episodes)
        let event = try await receiver.receive(HookDelivery(secret: hook.secret, body: .document(Array(marked.utf8)), receivedAt: now)).event
        #expect(event.outcome == .duplicate && event.detail.contains("same episode within 4 hours"))
        #expect(try await codes() == ["Breaking Bad S1E3"])
        #expect(try await series.viewings(of: nil, for: ada.id).first?.rating == 8)
    }

    @Test func anInboxEpisodeIsSettledWithASeriesAndItsNumbersOrWithTheItemsOwnNumbers() async throws {
        let hook = try await hooks.create(.emby, mediaUser: nil)
        _ = try await deliver("emby-episode-ambiguous.json", to: hook)
        _ = try await deliver("plex-episode-unknown-show.multipart", to: try await hooks.create(.plex, mediaUser: nil))
        let inbox = try await hooks.inbox()
        #expect(inbox.map(\.subject.description) == ["The Office S2E1 [tvdb 311939]", "A Show Nobody Made S1E2"])
        await #expect(throws: HookError.choiceDoesNotFit(number: inbox[0].number, episode: true)) {
            try await hooks.resolve(inbox[0].number, as: .film(MovieID(source: .offline, value: "3")))
        }
        await #expect(throws: SeriesError.self) { try await hooks.resolve(inbox[0].number, as: .episode(EpisodeChoice(reference: "The Office", place: nil))) }
        let theirs = try await hooks.resolve(inbox[0].number, as: .episode(EpisodeChoice(reference: "imdb:tt0386676", place: nil)))
        #expect(theirs.outcome == .recorded && theirs.detail.contains("The Office S2E1"), "with no numbers given, the play's own")
        await #expect(throws: SeriesError.self) {
            try await hooks.resolve(inbox[1].number, as: .episode(EpisodeChoice(reference: "Chernobyl", place: EpisodeNumber(season: 1, number: 9))))
        }
        let chosen = try await hooks.resolve(inbox[1].number, as: .episode(EpisodeChoice(reference: "Chernobyl", place: EpisodeNumber(season: 1, number: 2))))
        #expect(chosen.detail.contains("Chernobyl S1E2"))
        #expect(try await hooks.inbox().isEmpty)
        #expect(try await codes() == ["The Office S2E1", "Chernobyl S1E2"])
    }

    @Test func anEpisodeIdTheCatalogKnowsMatchesBeforeAnyTitleAndAFilmsIdNever() async throws {
        let show = FixtureSeries.make(number: 4_000_001, title: "The Office", years: 2005...2013, seasons: [3], episodeIDs: true)
        let other = FixtureSeries.make(number: 4_000_002, title: "The Office", years: 2001...2003, seasons: [2], episodeIDs: true)
        let store = InMemorySeriesRepository()
        let recorder = EpisodePlaybackRecorder(catalog: FixtureSeriesCatalog([show, other]), store: store, timeZone: .gmt, now: { [now] in now })
        let id = try #require(show.episodes[1].id)
        let byID = EpisodePlayback(episode: EpisodeReference(seriesTitle: "The Office", season: 1, episode: 2, episodeID: id), playedAt: now)
        guard case .recorded(let viewings, nil) = try await recorder.record(byID, for: ada.id) else { throw CancellationError() }
        #expect(viewings.map(\.episodeID) == [id] && viewings.first?.seriesID == show.series.id)
        let byTitle = EpisodePlayback(episode: EpisodeReference(seriesTitle: "The Office", season: 1, episode: 2), playedAt: now.addingTimeInterval(86_400))
        #expect(try await recorder.record(byTitle, for: ada.id) == .unmatched(.severalSeries))
        let withYear = EpisodePlayback(episode: EpisodeReference(seriesTitle: "the office", seriesYear: 2001, season: 1, episode: 1), playedAt: now)
        guard case .recorded(let british, nil) = try await recorder.record(withYear, for: ada.id) else { throw CancellationError() }
        #expect(british.first?.seriesID == other.series.id)
        let film = EpisodePlayback(episode: EpisodeReference(seriesTitle: "", season: nil, episode: nil, episodeID: TitleID(parsing: "tt0116282")), playedAt: now)
        #expect(try await recorder.record(film, for: ada.id) == .unmatched(.noSeries), "Fargo the film's id is no episode")
        let beyond = EpisodePlayback(episode: EpisodeReference(seriesTitle: "The Office", seriesYear: 2005, season: 1, episode: 3, lastEpisode: 4), playedAt: now)
        #expect(try await recorder.record(beyond, for: ada.id) == .unmatched(.noEpisode), "a file's last episode the show lacks records none of it")
        #expect(try await store.viewings(of: nil, for: ada.id).count == 2)
    }

    private struct Signed: CurrentProfileProviding {
        let profile: Profile
        func currentProfile() throws -> Profile? { profile }
    }
}
