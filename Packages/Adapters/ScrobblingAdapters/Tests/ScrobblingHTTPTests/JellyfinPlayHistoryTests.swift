import Foundation
import MediaServerStandIns
import Networking
@testable import ScrobblingHTTP
import ScrobblingInterface
import Synchronization
import Testing
import WatchlistInterface

/// Jellyfin's and Emby's play histories read from a stand-in on 127.0.0.1 over the real
/// libcurl client: every played item once, with its ids and its day, whatever the paging.
@Suite struct JellyfinPlayHistoryTests {
    private func account(_ stand: JellyfinStandIn, server: MediaServer = .jellyfin, user: String = "ada", token: String = "secret") -> MediaServerAccount {
        MediaServerAccount(server: server, address: stand.baseURL, user: user, token: token)
    }

    @Test func filmsAndEpisodesComeWithTheirIDsTheirShowAndTheDayLastPlayed() async throws {
        let stand = try await JellyfinStandIn.start(items: JellyfinStandIn.library(films: 12, episodes: 25))
        let reader = JellyfinPlayHistory(MediaServerConnection(http: CurlHTTPClient(), pageSize: 5))
        let history = try await reader.history(of: account(stand)) { _, _ in }
        await stand.stop()
        #expect(history.service == "Jellyfin")
        #expect(history.records.count == 11 && history.skipped.count == 1, "film 9 was played with no day")
        let first = try #require(history.records.first)
        #expect(first.film == MovieReference(title: "Film 0", year: 1950, imdbID: "tt0000001", tmdbID: "1"))
        #expect(first.event == .watched(on: try #require(CalendarDay(parsing: "2024-01-01")), rating: nil, review: nil))
        #expect(history.others.count == 25)
        let episode = try #require(history.others.last)
        #expect(episode.title.whole.title == "Show 1" && episode.title.whole.imdbID == "tt5000001" && episode.title.whole.year == 2001)
        #expect(episode.title.part?.place == [1, 5] && episode.title.part?.tvdbID == "900024")
        #expect(stand.received.filter { $0.contains("Ids=") }.count == 2, "each page's shows asked once: \(stand.received)")
    }

    @Test func twentyThousandPlayedItemsAreEachReadOnceWithProgress() async throws {
        let stand = try await JellyfinStandIn.start(items: JellyfinStandIn.library(films: 8_000, episodes: 12_000), emby: true)
        let reader = JellyfinPlayHistory(MediaServerConnection(http: CurlHTTPClient(), pageSize: 500))
        let reported = Mutex<[(Int, Int)]>([])
        let history = try await reader.history(of: account(stand, server: .emby)) { done, total in reported.withLock { $0.append((done, total)) } }
        await stand.stop()
        #expect(history.records.count + history.skipped.count == 8_000 && history.others.count == 12_000)
        #expect(Set(history.others.map(\.title.part?.tvdbID)).count == 12_000)
        let last = try #require(reported.withLock { $0.last })
        #expect(last == (20_000, 20_000))
        #expect(reported.withLock { $0.count } == 40, "a report a page of 500")
    }

    /// A server that says there is always more is asked no further than the limits allow, in
    /// requests and in time, and the error says what to do.
    @Test func aServerThatAlwaysHasMoreIsReadWithinTheLimits() async throws {
        let stand = try await JellyfinStandIn.start(items: [], quirk: .endless)
        let counted = JellyfinPlayHistory(MediaServerConnection(http: CurlHTTPClient(), pageSize: 3, limits: ReadingLimits(requests: 12, time: .seconds(60))))
        await #expect(throws: PlayHistoryError.tooLong(server: "Jellyfin", limit: "12 requests or 1 minute")) {
            try await counted.history(of: account(stand)) { _, _ in }
        }
        #expect(stand.received.count == 12, "\(stand.received.count) requests")
        let timed = JellyfinPlayHistory(MediaServerConnection(http: CurlHTTPClient(), pageSize: 3, limits: ReadingLimits(requests: 1_000_000, time: .milliseconds(300))))
        let started = ContinuousClock.now
        await #expect(throws: PlayHistoryError.self) { try await timed.history(of: account(stand)) { _, _ in } }
        #expect(ContinuousClock.now - started < .seconds(5), "stopped by its time")
        await stand.stop()
        #expect(ReadingLimits.server == ReadingLimits(requests: 200, time: .seconds(300)))
    }

    @Test func aPageThatRepeatsItemsGivesNoDuplicate() async throws {
        let stand = try await JellyfinStandIn.start(items: JellyfinStandIn.library(films: 30, episodes: 0), quirk: .repeatPages)
        let history = try await JellyfinPlayHistory(MediaServerConnection(http: CurlHTTPClient(), pageSize: 7)).history(of: account(stand)) { _, _ in }
        await stand.stop()
        #expect(history.records.count + history.skipped.count == 30)
        #expect(Set(history.records.map(\.film.title)).count == history.records.count)
    }

    @Test func aRefusedTokenAnUnknownUserGarbageAndNoServerAreTypedErrors() async throws {
        let stand = try await JellyfinStandIn.start(items: JellyfinStandIn.library(films: 3, episodes: 0))
        let reader = JellyfinPlayHistory(MediaServerConnection(http: CurlHTTPClient(), timeout: .seconds(2)))
        await #expect(throws: PlayHistoryError.refused(server: "Jellyfin", status: 401)) {
            try await reader.history(of: account(stand, token: "wrong")) { _, _ in }
        }
        await #expect(throws: PlayHistoryError.refused(server: "Emby", status: 401), "Emby's header sent to Jellyfin") {
            try await reader.history(of: account(stand, server: .emby)) { _, _ in }
        }
        await #expect(throws: PlayHistoryError.unknownUser(server: "Jellyfin", name: "kim", known: ["Ada", "sam"])) {
            try await reader.history(of: account(stand, user: "kim")) { _, _ in }
        }
        await stand.stop()
        let garbage = try await JellyfinStandIn.start(items: [], quirk: .garbage)
        let error = await #expect(throws: PlayHistoryError.self) { try await reader.history(of: account(garbage)) { _, _ in } }
        await garbage.stop()
        guard case .garbled(let server, _)? = error else { Issue.record("expected garbled, got \(String(describing: error))"); return }
        #expect(server == "Jellyfin")
        let closed = MediaServerAccount(server: .jellyfin, address: garbage.baseURL, user: "ada", token: "secret")
        let unreachable = await #expect(throws: PlayHistoryError.self) { try await reader.history(of: closed) { _, _ in } }
        guard case .unreachable? = unreachable else { Issue.record("expected unreachable, got \(String(describing: unreachable))"); return }
    }

    @Test(arguments: [
        ("2024-08-02T22:51:23.0000000Z", "2024-08-02"), ("2022-01-15T20:28:39Z", "2022-01-15"), ("2022-01-15T20:28:39.5+00:00", "2022-01-15"),
    ])
    func dotNetTimesAreReadToTheirDay(_ stamp: String, _ day: String) {
        #expect(JellyfinPlayHistory.day(stamp) == CalendarDay(parsing: day))
    }
}
