import AuthInterface
import Foundation
import MoviesInterface
import ScrobblingInterface
import ScrobblingTesting
import Testing
import WatchlistInterface
@testable import Scrobbling

/// Episodes through the receiver, on ``EpisodeLedger``: every fixture of every server, what it
/// records, what waits in the inbox and why, and what a person settles there. The Series
/// feature's own matching is tested in its package; both together end to end in the root tests.
@Suite struct EpisodeHookReceiverTests {
    private let ada = Profile(id: UUID(), name: "ada")
    private let now = JSONFields.iso8601("2026-11-26T12:00:00Z") ?? Date()
    private let repository = InMemoryHookRepository()
    private let episodes = EpisodeLedger()

    private var hooks: ProfileHooks {
        ProfileHooks(profiles: Signed(profile: ada), repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: [episodes], now: { [now] in now })
    }

    private func deliver(_ fixture: String, to hook: CreatedHook) async throws -> HookEvent {
        let receiver = HookReceiver(repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: [episodes])
        return try await receiver.receive(HookDelivery(secret: hook.secret, body: .document(FixtureFiles.document(fixture)), receivedAt: now)).event
    }

    private func codes() -> [String] {
        episodes.codes(for: ada.id)
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
        let recorded = codes()
        #expect(recorded.contains("Sherlock S0E1"), "a special is recorded")
        if server != .plex { #expect(recorded.filter { $0.hasPrefix("Seinfeld S3E1") } == ["Seinfeld S3E17", "Seinfeld S3E18"] || server == .plex, "a two-episode file is two viewings") }
        let followed = episodes.followed(for: ada.id).map(\.title)
        #expect(Set(followed).count == followed.count && followed.contains("Sherlock"), "a show seen for the first time is followed, once")
    }

    /// An app without series: no feature records episodes, so each waits in the inbox, as
    /// matching no series, and cannot be settled as an episode; films are recorded as ever.
    @Test func withNoEpisodeRecorderAnEpisodeWaitsInTheInboxAsNoSeries() async throws {
        let films = PlaybackLedger()
        let hooks = ProfileHooks(profiles: Signed(profile: ada), repository: repository, secrets: PlainSecrets(), recorder: films, episodes: [], now: { [now] in now })
        let hook = try await hooks.create(.generic, mediaUser: nil)
        let receiver = HookReceiver(repository: repository, secrets: PlainSecrets(), recorder: films, episodes: [])
        let event = try await receiver.receive(HookDelivery(secret: hook.secret, body: .document(FixtureFiles.document("generic-episode.json")), receivedAt: now)).event
        #expect(event.outcome == .inbox)
        let waiting = try await hooks.inbox()
        #expect(waiting.map(\.subject.reason) == [EpisodeMatchProblem.noSeries.description])
        let number = try #require(waiting.first?.number)
        await #expect(throws: EpisodeMatchProblem.noSeries) {
            try await hooks.resolve(number, as: .episode(EpisodeChoice(reference: "Breaking Bad")))
        }
        #expect(try await hooks.inbox().count == 1, "the item still waits")
    }

    /// Two features that record episodes: the first that matches records it.
    @Test func theFirstRecorderThatMatchesRecordsTheEpisode() async throws {
        let other = EpisodeLedger()
        let hooks = ProfileHooks(profiles: Signed(profile: ada), repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: [], now: { [now] in now })
        let hook = try await hooks.create(.generic, mediaUser: nil)
        let receiver = HookReceiver(repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: [NeverMatches(), other, episodes])
        #expect(try await receiver.receive(HookDelivery(secret: hook.secret, body: .document(FixtureFiles.document("generic-episode.json")), receivedAt: now)).event.outcome == .recorded)
        #expect(other.codes(for: ada.id) == ["Breaking Bad S1E3"] && codes().isEmpty)
    }

    private struct NeverMatches: EpisodePlaybackRecording {
        func record(_ playback: EpisodePlayback, for profile: UUID) -> EpisodePlaybackOutcome { .unmatched(.noSeries) }
        func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) throws -> EpisodePlaybackOutcome { throw EpisodeMatchProblem.noSeries }
    }

    @Test func aStopAndAPlayedMarkOfOneEpisodeAreOneViewingAndARetryIsTheSameEvent() async throws {
        let hook = try await hooks.create(.generic, mediaUser: nil)
        #expect(try await deliver("generic-episode.json", to: hook).outcome == .recorded)
        #expect(try await deliver("generic-episode.json", to: hook).detail.contains("same event"))
        let marked = #"{"series": "Breaking Bad", "season": 1, "episode": 3, "watchedAt": "2026-11-21T21:30:00Z"}"#
        let receiver = HookReceiver(repository: repository, secrets: PlainSecrets(), recorder: PlaybackLedger(), episodes: [episodes])
        let event = try await receiver.receive(HookDelivery(secret: hook.secret, body: .document(Array(marked.utf8)), receivedAt: now)).event
        #expect(event.outcome == .duplicate && event.detail.contains("same episode within 4 hours"))
        #expect(codes() == ["Breaking Bad S1E3"])
        #expect(episodes.viewings(for: ada.id).first?.rating == 8)
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
        await #expect(throws: EpisodeLedger.ChoiceRefused.self) { try await hooks.resolve(inbox[0].number, as: .episode(EpisodeChoice(reference: "The Office"))) }
        let theirs = try await hooks.resolve(inbox[0].number, as: .episode(EpisodeChoice(reference: "imdb:tt0386676")))
        #expect(theirs.outcome == .recorded && theirs.detail.contains("The Office S2E1"), "with no numbers given, the play's own")
        await #expect(throws: EpisodeLedger.ChoiceRefused.self) {
            try await hooks.resolve(inbox[1].number, as: .episode(EpisodeChoice(reference: "Chernobyl", season: 1, episode: 9)))
        }
        let chosen = try await hooks.resolve(inbox[1].number, as: .episode(EpisodeChoice(reference: "Chernobyl", season: 1, episode: 2)))
        #expect(chosen.detail.contains("Chernobyl S1E2"))
        #expect(try await hooks.inbox().isEmpty)
        #expect(codes() == ["The Office S2E1", "Chernobyl S1E2"])
    }

    private struct Signed: CurrentProfileProviding {
        let profile: Profile
        func currentProfile() throws -> Profile? { profile }
    }
}
