import AuthInterface
import AuthTesting
import Foundation
import PlaybackInterface
import PlaybackPorts
import PlaybackTesting
import ScrobblingInterface
import WatchlistTesting
import WatchlistInterface
import Synchronization
import Testing
@testable import Playback

/// Hashes a token as the server's minting does, by its bytes: enough to tell tokens apart.
struct ReversedSecrets: SecretMinting {
    func newToken() -> String { UUID().uuidString }
    func hash(_ token: String) -> Data { Data(token.utf8.reversed()) }
}

@Suite struct AppsServiceTests {
    let repository = InMemoryAppTokenRepository()
    let made = Date(timeIntervalSince1970: 1_790_000_030)

    func service(_ profile: Profile? = .fixture) -> DefaultAppsService {
        DefaultAppsService(profiles: SignedInProfile(profile), repository: repository, minting: ReversedSecrets(), now: { made })
    }

    @Test func addingKeepsOnlyTheHashAndShowsTheTokenOnce() async throws {
        let issued = try await service().add(name: "  Kodi  ", scopes: [.scrobble, .read, .scrobble])
        #expect(issued.app == AppToken(name: "Kodi", scopes: [.read, .scrobble], createdAt: Date(timeIntervalSince1970: 1_789_999_980)))
        #expect(issued.token.hasPrefix(AppTokens.prefix))
        let stored = try #require(repository.token(hashed: ReversedSecrets().hash(issued.token)))
        #expect(stored.app == issued.app)
        #expect(try await service().apps() == [issued.app])
    }

    @Test(arguments: [
        ("", [TokenScope.read], PlaybackError.blankName),
        (String(repeating: "k", count: 101), [.read], .nameTooLong(characters: 101)),
        ("Kodi", [], .noScopes),
        ("Kodi", [.account], .unknownScope("account")),
    ])
    func refusesWhatAnAppMayNotBe(name: String, scopes: [TokenScope], error: PlaybackError) async {
        await #expect(throws: error) { try await service().add(name: name, scopes: scopes) }
        #expect(repository.apps(of: Profile.fixture.id).isEmpty)
    }

    @Test func aNameIsTakenOnceAndRevokingFreesIt() async throws {
        _ = try await service().add(name: "Kodi", scopes: [.scrobble])
        await #expect(throws: PlaybackError.nameTaken("Kodi")) { try await service().add(name: "Kodi", scopes: [.read]) }
        try await service().revoke(name: " Kodi ")
        await #expect(throws: PlaybackError.unknownApp("Kodi")) { try await service().revoke(name: "Kodi") }
        _ = try await service().add(name: "Kodi", scopes: [.read])
    }

    @Test func aProfileHasAtMostFiftyApps() async throws {
        for number in 1...PlaybackError.mostApps { _ = try await service().add(name: "app \(number)", scopes: [.read]) }
        await #expect(throws: PlaybackError.tooManyApps) { try await service().add(name: "one more", scopes: [.read]) }
    }

    @Test func signedOutSaysSo() async {
        await #expect(throws: AuthError.notLoggedIn) { try await service(nil).apps() }
    }
}

@Suite struct AppTokensTests {
    let repository = InMemoryAppTokenRepository()
    let directory = FixedProfileDirectory()

    @Test func aTokenSignsInItsProfileWithItsScopesAndNotesWhenToTheMinute() async throws {
        let issued = try await DefaultAppsService(profiles: SignedInProfile(), repository: repository, minting: ReversedSecrets())
            .add(name: "Kodi", scopes: [.scrobble])
        let first = Date(timeIntervalSince1970: 1_790_000_125)
        let tokens = AppTokens(repository: repository, minting: ReversedSecrets(), profiles: directory, now: { first })
        let found = try #require(try await tokens.issuedToken(issued.token))
        #expect(found.profile == Profile.fixture)
        #expect(found.scopes == [.scrobble])
        #expect(found.allows(.scrobble) && !found.allows(.read) && !found.allows(.account))
        #expect(repository.apps(of: Profile.fixture.id).first?.lastUsedAt == Date(timeIntervalSince1970: 1_790_000_100))
    }

    @Test func unknownRevokedAndForeignTokensSignInNoOne() async throws {
        let service = DefaultAppsService(profiles: SignedInProfile(), repository: repository, minting: ReversedSecrets())
        let issued = try await service.add(name: "Kodi", scopes: [.read])
        let tokens = AppTokens(repository: repository, minting: ReversedSecrets(), profiles: directory)
        #expect(try await tokens.issuedToken(AppTokens.prefix + "unknown") == nil)
        #expect(try await tokens.issuedToken(String(issued.token.dropFirst(AppTokens.prefix.count))) == nil)
        try await service.revoke(name: "Kodi")
        #expect(try await tokens.issuedToken(issued.token) == nil)
    }
}

@Suite struct PlaybackServiceTests {
    let repository = InMemoryPlaybackProgressRepository()
    let viewings = RecordedViewings()
    let heat = PlayedItem(kind: .film, title: "Heat", year: 1995, ids: .init(imdb: "tt0113277"))
    let clock = Clock()

    /// A time that moves a minute each time it is read.
    final class Clock: Sendable {
        private let minutes = Mutex(0)
        var now: Date { Date(timeIntervalSince1970: 1_790_000_000 + Double(minutes.withLock { $0 += 1; return $0 }) * 60) }
    }

    func service(_ profile: Profile? = .fixture) -> DefaultPlaybackService {
        let clock = clock
        return DefaultPlaybackService(profiles: SignedInProfile(profile), repository: repository, viewings: viewings, now: { clock.now })
    }

    func report(_ kind: PlaybackEvent.Kind, _ position: PlaybackEvent.Position?, player: String = "Kodi", item: PlayedItem? = nil) async throws -> PlaybackReport {
        try await service().report(PlaybackEvent(kind: kind, item: item ?? heat, player: player, position: position))
    }

    @Test func aStopAtEightyPercentRecordsTheFilmOnceHoweverOftenItIsSent() async throws {
        _ = try await report(.start, .seconds(0, duration: 6_000))
        #expect(try await report(.progress, .seconds(3_000, duration: nil)).progress.percent == 50)
        let stopped = try await report(.stop, .seconds(4_800, duration: nil))
        #expect(stopped.progress.watched && stopped.recorded == "recorded Heat (1995)")
        let again = try await report(.stop, .seconds(4_900, duration: nil))
        #expect(again.recorded == nil && again.progress.position == 4_800, "a repeated stop changes nothing")
        #expect(viewings.items == [heat])
        #expect(try await service().inProgress().isEmpty, "a watched playback is no longer in progress")
        // Starting it again is another playback, recorded again when it ends.
        _ = try await report(.start, .percent(0))
        #expect(try await report(.stop, .percent(95)).progress.watched)
        #expect(viewings.items == [heat, heat])
    }

    @Test func aPlaybackLeftEarlierStaysInProgressAndAnotherPlayerResumesThere() async throws {
        _ = try await report(.start, .seconds(0, duration: 6_000))
        let left = try await report(.stop, .seconds(1_800, duration: nil))
        #expect(!left.progress.watched && left.recorded == nil && left.progress.state == .stopped)
        let elsewhere = try await report(.start, .seconds(0, duration: 6_000), player: "mpv")
        #expect(elsewhere.resumeAt == 1_800)
        _ = try await report(.progress, .seconds(2_400, duration: nil), player: "mpv")
        let progress = try await service().inProgress()
        #expect(progress.map(\.player) == ["mpv", "Kodi"], "two players are two playbacks, newest first")
        #expect(viewings.items.isEmpty)
    }

    @Test(arguments: [
        PlaybackEvent.Position.seconds(-1, duration: nil), .seconds(.nan, duration: nil), .seconds(604_801, duration: nil),
        .seconds(10, duration: 0), .seconds(10, duration: 604_801), .percent(101), .percent(-3), .percent(.infinity),
    ])
    func impossiblePositionsAreRefusedAndNothingIsKept(position: PlaybackEvent.Position) async throws {
        await #expect(throws: PlaybackEventError.self) { try await report(.progress, position) }
        #expect(repository.inProgress(of: Profile.fixture.id).isEmpty)
    }

    @Test func anEventWithoutAPositionKeepsTheLastAndOnePastTheEndIsAtTheEnd() async throws {
        _ = try await report(.start, .seconds(600, duration: 6_000))
        let paused = try await report(.pause, nil)
        #expect(paused.progress.position == 600 && paused.progress.percent == 10 && paused.progress.state == .paused)
        let past = try await report(.stop, .seconds(6_030, duration: nil))
        #expect(past.progress.percent == 100 && past.progress.watched, "the credits counted past the length")
    }

    @Test func aPlayersNameIsTrimmedOfEveryKindOfSpaceAndItsYearAndNumbersChecked() async throws {
        let named = try await report(.start, .percent(1), player: "\u{3000} Kodi\u{FEFF}\n")
        #expect(named.progress.player == "Kodi")
        await #expect(throws: PlaybackEventError.invalidPlayer) { try await report(.start, .percent(1), player: "\u{2028}\u{A0}") }
        await #expect(throws: PlaybackEventError.invalidPlayer) { try await report(.start, .percent(1), player: String(repeating: "k", count: 101)) }
        await #expect(throws: PlaybackEventError.self) { try await report(.start, .percent(1), item: PlayedItem(kind: .film, title: "Heat", year: 1869)) }
        await #expect(throws: PlaybackEventError.self) {
            try await report(.start, .percent(1), item: PlayedItem(kind: .episode, title: "Fargo", season: -1, episode: 2))
        }
    }

    @Test func unnamedItemsAndPlayersAreRefused() async {
        await #expect(throws: PlaybackEventError.unnamedItem) { try await report(.start, .percent(1), item: PlayedItem(kind: .film, title: " ")) }
        await #expect(throws: PlaybackEventError.invalidPlayer) { try await report(.start, .percent(1), player: "  ") }
        await #expect(throws: AuthError.notLoggedIn) { try await service(nil).inProgress() }
    }

    @Test func anEpisodeIsNamedTheSameByItsOwnIdWhateverItsShow() {
        let byOwnID = PlayedItem(kind: .episode, title: "Fargo", season: 6, episode: 2, episodeIDs: .init(tvdb: "99"))
        let sameWithoutTitle = PlayedItem(kind: .episode, title: "", episodeIDs: .init(tvdb: "99"))
        #expect(byOwnID.key == sameWithoutTitle.key)
        #expect(PlayedItem(kind: .episode, title: "Fargo", season: 6, episode: 2).key != PlayedItem(kind: .episode, title: "Fargo", season: 6, episode: 3).key)
        #expect(byOwnID.label == "Fargo S6E2")
    }
}

@Suite struct CatalogViewingsTests {
    /// Answers each playback as the Series feature would: recorded, then recorded already.
    final class Episodes: EpisodePlaybackRecording {
        let seen = Mutex<[EpisodePlayback]>([])
        func record(_ playback: EpisodePlayback, for profile: UUID) -> EpisodePlaybackOutcome {
            seen.withLock { seen in
                defer { seen.append(playback) }
                if seen.contains(where: { $0.eventID == playback.eventID }) { return .duplicate(.sameEvent) }
                guard playback.episode.season == 6 else { return .unmatched(.noSeries) }
                return .recorded(RecordedEpisodes(seriesTitle: "Fargo", episodes: ["S6E2"], day: CalendarDay(containing: playback.playedAt, in: .gmt), rating: nil), droppedRating: nil)
            }
        }
        func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) -> EpisodePlaybackOutcome { .unmatched(.noSeries) }
    }

    /// The inbox: what is filed, numbered from 1, in order.
    final class Inbox: InboxFiling {
        let filed = Mutex<[(subject: InboxSubject, eventID: String?, player: String)]>([])
        func file(_ subject: InboxSubject, playedAt: Date, eventID: String?, player: String, for profile: UUID) -> Int {
            filed.withLock { $0.append((subject, eventID, player)); return $0.count }
        }
    }

    @Test func anEpisodeGoesToTheTitleKindsByItsShowsIdsAndNumbersAndAFilmToTheList() async throws {
        let episodes = Episodes()
        let viewings = CatalogViewings(films: UnmatchedMovies(), episodes: [episodes])
        let fargo = PlayedItem(kind: .episode, title: "Fargo", year: 2014, ids: .init(imdb: "tt2802850"), season: 6, episode: 2, episodeIDs: .init(tvdb: "9"))
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(try await viewings.record(fargo, at: at, playback: "p1", player: "Kodi", for: UUID()) == "recorded Fargo S6E2 on 2026-09-21")
        #expect(try await viewings.record(fargo, at: at, playback: "p1", player: "Kodi", for: UUID()) == "recorded already (same event)")
        let reference = try #require(episodes.seen.withLock { $0.first?.episode })
        #expect(reference.seriesIMDbID == "tt2802850" && reference.numbers == [2] && reference.tvdbID == "9")
        let other = PlayedItem(kind: .episode, title: "Fargo", season: 1, episode: 1)
        #expect(try await viewings.record(other, at: at, playback: "p2", player: "Kodi", for: UUID()) == "not recorded: no series in the catalog matches")
        let heat = PlayedItem(kind: .film, title: "Heat", year: 1995)
        #expect(try await viewings.record(heat, at: at, playback: "p3", player: "Kodi", for: UUID()) == "not recorded: no film in the catalog matches")
    }

    @Test func whatMatchesNothingWaitsInTheInboxNamedByItsPlayer() async throws {
        let inbox = Inbox()
        let viewings = CatalogViewings(films: UnmatchedMovies(), episodes: [Episodes()], inbox: inbox)
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        let heat = PlayedItem(kind: .film, title: "Heat", year: 1995, ids: .init(imdb: "tt0113277"))
        #expect(try await viewings.record(heat, at: at, playback: "mpv|film|3", player: "mpv", for: UUID())
            == "not recorded: no film in the catalog matches; it waits in the inbox as item 1")
        let pilot = PlayedItem(kind: .episode, title: "Fargo", season: 1, episode: 1)
        #expect(try await viewings.record(pilot, at: at, playback: "Kodi|episode|4", player: "Kodi", for: UUID()).hasSuffix("as item 2"))
        let filed = inbox.filed.withLock { $0 }
        #expect(filed.map(\.player) == ["mpv", "Kodi"] && filed.map(\.eventID) == ["mpv|film|3", "Kodi|episode|4"])
        #expect(filed.first?.subject == .film(MovieReference(title: "Heat", year: 1995, imdbID: "tt0113277"), .notFound))
        #expect(filed.last?.subject == .episode(EpisodeReference(seriesTitle: "Fargo", season: 1, episode: 1), .noSeries))
    }
}
