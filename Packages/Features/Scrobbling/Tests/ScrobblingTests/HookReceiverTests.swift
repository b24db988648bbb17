import AuthInterface
import Foundation
import MoviesInterface
import ScrobblingInterface
import ScrobblingTesting
import Testing
import WatchlistInterface
@testable import Scrobbling

/// The receiver and the hooks' service, in memory, on a recorder that keeps what it is given
/// (``PlaybackLedger``): what each event does to the history, the inbox and the hook's log.
@Suite struct HookReceiverTests {
    private let ada = Profile(id: UUID(), name: "ada"), sam = Profile(id: UUID(), name: "sam")
    private let now = Date(timeIntervalSince1970: 1_763_900_000)
    private let repository = InMemoryHookRepository()
    private let recorder = PlaybackLedger()
    private let episodes = EpisodeLedger()
    private let positions = PositionLedger()

    private func hooks(of profile: Profile) -> ProfileHooks {
        ProfileHooks(profiles: Signed(profile: profile), repository: repository, secrets: PlainSecrets(), recorder: recorder, episodes: [episodes], now: { [now] in now })
    }

    private func receiver(limit: HookRateLimit = HookRateLimit(), keepsPositions: Bool = true) -> HookReceiver {
        HookReceiver(
            repository: repository, secrets: PlainSecrets(), recorder: recorder, episodes: [episodes], positions: keepsPositions ? [positions] : [],
            limit: limit
        )
    }

    private func deliver(
        _ json: String, to hook: CreatedHook, at time: Date? = nil, limit: HookRateLimit = HookRateLimit(), keepsPositions: Bool = true
    ) async throws -> HookEvent {
        try await receiver(limit: limit, keepsPositions: keepsPositions)
            .receive(HookDelivery(secret: hook.secret, body: .document(Array(json.utf8)), receivedAt: time ?? now)).event
    }

    private func fixture(_ name: String) throws -> String {
        try String(decoding: FixtureFiles.document(name), as: UTF8.self)
    }

    @Test func aPauseOrAnEarlyStopGoesToWhatKeepsPositionsAndAFinishedPlayEndsIt() async throws {
        let hook = try await hooks(of: ada).create(.jellyfin, mediaUser: nil)
        let paused = try await deliver(try fixture("jellyfin-playback-progress-paused.json"), to: hook)
        #expect(paused.outcome == .progress && paused.detail == "paused, at 30%: kept paused")
        #expect(try await deliver(try fixture("jellyfin-playback-stop-partial.json"), to: hook).outcome == .progress)
        #expect(try await deliver(try fixture("jellyfin-playback-stop.json"), to: hook).outcome == .recorded)
        let playing = try fixture("jellyfin-playback-progress-paused.json").replacingOccurrences(of: #""IsPaused": "True""#, with: #""IsPaused": "False""#)
        #expect(try await deliver(playing, to: hook).outcome == .progress)
        #expect(try await hooks(of: ada).events(of: hook.hook.id).map(\.outcome) == [.recorded, .progress, .progress], "a playback's ticks are not logged")
        #expect(positions.positions(for: ada.id).map(\.state) == [.paused, .stopped, .finished, .playing])
        #expect(positions.positions(for: ada.id).dropFirst(2).first?.item == .film(MovieReference(title: "Spirited Away", year: 2001, imdbID: "tt0245429", tmdbID: "129")))
        #expect(recorder.viewings(for: ada.id).map(\.title) == ["Spirited Away"], "a position is never a viewing")

        let unkept = try await deliver(try fixture("jellyfin-playback-stop-partial.json"), to: hook, keepsPositions: false)
        #expect(unkept.outcome == .ignored && unkept.detail == "stopped before the end, at 30%; no playback in progress is kept")
        let sams = try await hooks(of: ada).create(.plex, mediaUser: "sam")
        #expect(try await deliver(try fixture("plex-pause.multipart"), to: sams).outcome == .ignored, "another user's pause is not this profile's")
        #expect(positions.positions(for: ada.id).count == 4 && positions.positions(for: sam.id).isEmpty)
    }

    @Test func aPlaybackIsRecordedOnceAndLogged() async throws {
        let hook = try await hooks(of: ada).create(.generic, mediaUser: nil)
        #expect(try await deliver(#"{"title": "The Matrix", "year": 1999, "rating": 9}"#, to: hook).outcome == .recorded)
        #expect(try await deliver(#"{"title": "The Matrix", "year": 1999}"#, to: hook, at: now.addingTimeInterval(600)).outcome == .duplicate)
        #expect(recorder.viewings(for: ada.id).map(\.rating) == [9])
        let listed = try await hooks(of: ada).hooks()
        #expect(listed.first?.lastEvent?.detail.contains("same film within 4 hours") == true)
        #expect(try await hooks(of: ada).events(of: hook.hook.id).map(\.outcome) == [.duplicate, .recorded])
    }

    @Test func aPlaybackNoFilmMatchesWaitsInTheInboxUntilResolvedOrDismissed() async throws {
        let hook = try await hooks(of: ada).create(.generic, mediaUser: nil)
        let event = try await deliver(#"{"title": "Alien", "year": 2001, "rating": 6}"#, to: hook)
        #expect(event.outcome == .inbox && event.detail.contains("no film matches"))
        _ = try await deliver(#"{"title": "Nothing", "year": 1901}"#, to: hook)
        let inbox = try await hooks(of: ada).inbox()
        #expect(inbox.map(\.subject.description) == ["Alien (2001)", "Nothing (1901)"])
        #expect(try await hooks(of: sam).inbox().isEmpty)

        await #expect(throws: HookError.choiceDoesNotFit(number: inbox[0].number, episode: false)) {
            try await hooks(of: ada).resolve(inbox[0].number, as: .episode(EpisodeChoice(reference: "Breaking Bad", season: 1, episode: 1)))
        }
        let resolved = try await hooks(of: ada).resolve(inbox[0].number, as: .film(MovieID(source: .offline, value: "3")))
        #expect(resolved.outcome == .recorded && resolved.detail.contains("Alien (1979)"))
        #expect(recorder.viewings(for: ada.id).first?.rating == 6)
        try await hooks(of: ada).dismiss(inbox[1].number)
        #expect(try await hooks(of: ada).inbox().isEmpty)
        await #expect(throws: HookError.noSuchInboxItem(inbox[1].number)) { try await hooks(of: ada).dismiss(inbox[1].number) }
    }

    @Test func aHookLimitedToOneUserIgnoresTheOthersAndAnotherProfilesHookNeverTouchesThisList() async throws {
        let adas = try await hooks(of: ada).create(.plex, mediaUser: "Ada")
        let sams = try await hooks(of: sam).create(.plex, mediaUser: nil)
        let samsPlay = try String(decoding: FixtureFiles.document("plex-scrobble-other-user.multipart"), as: UTF8.self)
        let ignored = try await deliver(samsPlay, to: adas)
        #expect(ignored.outcome == .ignored && ignored.detail.contains("sam"))
        let adasPlay = try String(decoding: FixtureFiles.document("plex-scrobble.multipart"), as: UTF8.self)
        #expect(try await deliver(adasPlay, to: adas).outcome == .recorded, "user names are compared without regard to case")
        #expect(try await deliver(samsPlay, to: sams).outcome == .inbox, "Parasite is not among the ledger's films")
        #expect(recorder.viewings(for: ada.id).map(\.title) == ["The Matrix"])
        #expect(try await hooks(of: ada).inbox().isEmpty)
        #expect(try await hooks(of: sam).inbox().map(\.subject.description).first?.hasPrefix("Parasite (2019)") == true)
    }

    @Test func anUnknownOrRevokedSecretAFloodAndAnUnreadableBodyAreRefused() async throws {
        let hook = try await hooks(of: ada).create(.generic, mediaUser: nil)
        let unknown = CreatedHook(hook: hook.hook, secret: "nope")
        await #expect(throws: HookError.unknownHook) { try await deliver("{}", to: unknown) }

        let limit = HookRateLimit(.init(perMinute: 60, burst: 2))
        _ = try await deliver(#"{"title": "Nothing", "year": 1901}"#, to: hook, limit: limit)
        _ = try await deliver(#"{"title": "Nothing", "year": 1902}"#, to: hook, limit: limit)
        await #expect(throws: HookError.tooManyEvents(retryAfter: 1)) { try await deliver("{}", to: hook, limit: limit) }
        #expect(try await deliver(#"{"title": "Nothing", "year": 1903}"#, to: hook, at: now.addingTimeInterval(1), limit: limit).outcome == .inbox)

        await #expect(throws: HookError.self) { try await deliver(#"{"imdb": 5"#, to: hook) }
        #expect(try await hooks(of: ada).events(of: hook.hook.id).first?.outcome == .rejected)

        try await hooks(of: ada).revoke(hook.hook.id)
        await #expect(throws: HookError.unknownHook) { try await deliver(#"{"title": "Alien", "year": 1979}"#, to: hook) }
        await #expect(throws: HookError.noSuchHook(hook.hook.id)) { try await hooks(of: ada).revoke(hook.hook.id) }
        #expect(recorder.viewings(for: ada.id).isEmpty)
    }

    @Test func aMediaUserNameIsOneToAHundredCharacters() async throws {
        await #expect(throws: HookError.invalidMediaUser) { try await hooks(of: ada).create(.plex, mediaUser: "  ") }
        await #expect(throws: HookError.invalidMediaUser) { try await hooks(of: ada).create(.plex, mediaUser: String(repeating: "a", count: 101)) }
    }

    private struct Signed: CurrentProfileProviding {
        let profile: Profile
        func currentProfile() throws -> Profile? { profile }
    }
}
