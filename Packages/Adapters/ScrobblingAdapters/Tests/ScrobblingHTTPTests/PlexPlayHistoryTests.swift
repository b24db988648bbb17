import Foundation
import MediaServerStandIns
import Networking
import ScrobblingHTTP
import ScrobblingInterface
import Synchronization
import Testing
import WatchlistInterface

/// Plex's watch history read from a stand-in on 127.0.0.1 over the real libcurl client: a
/// viewing a play, with the ids the library's metadata gives.
@Suite struct PlexPlayHistoryTests {
    private func account(_ stand: PlexStandIn, user: String = "ada", token: String = "plex-token") -> MediaServerAccount {
        MediaServerAccount(server: .plex, address: stand.baseURL, user: user, token: token)
    }

    @Test func eachPlayIsAViewingWithTheIDsOfItsItemAndShow() async throws {
        let stand = try await PlexStandIn.start(films: 6, episodes: 21)
        let history = try await PlexPlayHistory(MediaServerConnection(http: CurlHTTPClient(), pageSize: 4)).history(of: account(stand)) { _, _ in }
        await stand.stop()
        #expect(history.service == "Plex")
        #expect(history.records.count == 9, "six films, two watched twice, and one gone from the library")
        #expect(history.records.filter { $0.film.title == "Film 0" }.count == 2, "a rewatch is another viewing")
        #expect(history.records.first?.film == MovieReference(title: "Film 0", year: 1950, imdbID: "tt0111161", tmdbID: nil), "an older agent's guid")
        #expect(history.records.contains { $0.film == MovieReference(title: "Film 1", year: 1951, imdbID: "tt0000002", tmdbID: "2") })
        #expect(history.records.last?.film == MovieReference(title: "Casablanca", year: 1942), "gone from the library: its title and year")
        let episode = try #require(history.others.last)
        #expect(episode.title.whole.title == "Show 1" && episode.title.whole.imdbID == "tt5000001" && episode.title.part?.place == [1, 1])
        #expect(episode.title.part?.tvdbID == "900020" && episode.title.part?.title == "Episode 1")
    }

    @Test func twentyThousandPlaysAreEachReadOnceAPageOfMetadataAtATime() async throws {
        let stand = try await PlexStandIn.start(films: 5_000, episodes: 14_000)
        let reported = Mutex<(Int, Int)>((0, 0))
        let history = try await PlexPlayHistory(MediaServerConnection(http: CurlHTTPClient(), pageSize: 500)).history(of: account(stand)) { done, total in reported.withLock { $0 = (done, total) } }
        let requests = stand.received
        await stand.stop()
        #expect(history.records.count == 6_001 && history.others.count == 14_000)
        #expect(reported.withLock { $0 } == (20_001, 20_001))
        #expect(requests.filter { $0.hasPrefix("/library/metadata/") }.count == 41, "one metadata request a page")
    }

    @Test func aRefusedTokenAndAnUnknownUserAreTypedErrors() async throws {
        let stand = try await PlexStandIn.start(films: 1, episodes: 0)
        let reader = PlexPlayHistory(MediaServerConnection(http: CurlHTTPClient()))
        await #expect(throws: PlayHistoryError.refused(server: "Plex", status: 401)) { try await reader.history(of: account(stand, token: "nope")) { _, _ in } }
        await #expect(throws: PlayHistoryError.unknownUser(server: "Plex", name: "kim", known: ["Ada", "sam"])) {
            try await reader.history(of: account(stand, user: "kim")) { _, _ in }
        }
        await stand.stop()
    }
}
