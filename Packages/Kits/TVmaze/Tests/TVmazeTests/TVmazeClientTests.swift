import Foundation
import Networking
import Testing
import TVmaze
import TVmazeFixtureServer

/// The one TVmaze client against the look-alike on 127.0.0.1: lookups by either id through
/// TVmaze's redirect, episodes with specials, updates, retries and errors.
@Suite struct TVmazeClientTests {
    /// Ten days ago: within the month TVmaze's updates list, not the day.
    static let updated = Date().addingTimeInterval(-10 * 24 * 3600)
    static let breakingBad = TVmazeFixtureShow(
        imdbID: "tt0903747", tvdbID: "81189", show: .init(id: "169", name: "Breaking Bad", network: "AMC", updated: updated),
        episodes: [
            .init(id: "1", season: 1, number: 1, title: "Pilot", airDate: "2008-01-20", airTime: nil, runtimeMinutes: 58),
            .init(id: "2", season: 1, number: nil, title: "Special", airDate: nil, airTime: nil, runtimeMinutes: nil),
        ]
    )

    private func withClient(_ body: (TVmazeFixtureServer, TVmazeClient) async throws -> Void) async throws {
        let server = try await TVmazeFixtureServer.start([Self.breakingBad])
        let retry = RetryPolicy(maxAttempts: 2, initialBackoff: .milliseconds(10), longestRetryAfter: .seconds(5))
        let client = TVmazeClient(configuration: TVmazeConfiguration(baseURL: server.baseURL, retry: retry), http: CurlHTTPClient())
        do {
            try await body(server, client)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aShowIsFoundByEitherIdAndItsEpisodesWithSpecials() async throws {
        try await withClient { server, client in
            let show = try #require(try await client.show(imdbID: "tt0903747"))
            #expect(show.id == 169 && show.name == "Breaking Bad" && show.network?.name == "AMC" && show.externals?.imdb == "tt0903747")
            #expect(show.image?.medium?.hasSuffix("/uploads/images/medium_portrait/0/169.png") == true)
            #expect(try await client.show(tvdbID: "81189")?.id == 169)
            #expect(try await client.show(imdbID: "tt0000001") == nil)
            let episodes = try await client.episodes(ofShow: 169)
            #expect(episodes.map(\.name) == ["Pilot", "Special"] && episodes[0].airdate == "2008-01-20" && episodes[1].number == nil)
            #expect(try await client.episodes(ofShow: 1).isEmpty)
            #expect(server.receivedRequests.prefix(2) == ["/lookup/shows?imdb=tt0903747", "/shows/169"])
        }
    }

    @Test func updatesListTheShowsChangedInThePeriod() async throws {
        try await withClient { _, client in
            let month = try await client.updates(in: .month), day = try await client.updates(in: .day)
            #expect(month == ["169": Int(Self.updated.timeIntervalSince1970)] && day.isEmpty, "\(month) \(day)")
        }
    }

    @Test func a429IsSentAgainAndOneThatAsksTooLongAWaitIsNot() async throws {
        try await withClient { server, client in
            server.limit(count: 1)
            let waited = try await client.show(imdbID: "tt0903747")
            #expect(waited?.id == 169 && server.receivedRequests.filter { $0.hasPrefix("/lookup") }.count == 2, "\(server.receivedRequests)")
            server.limit(count: 1, retryAfter: 600)
            await #expect(throws: TVmazeError.unavailable(reason: "TVmaze is limiting requests and asks to wait 600 s (HTTP 429)", remedy: .tryLater(seconds: 600))) {
                try await client.episodes(ofShow: 169)
            }
        }
    }

    @Test func anUnreachableAddressSaysToCheckIt() async throws {
        let configuration = TVmazeConfiguration(
            baseURL: try #require(URL(string: "http://127.0.0.1:9")), timeout: .seconds(5), retry: RetryPolicy(maxAttempts: 1, initialBackoff: .zero, longestRetryAfter: .zero)
        )
        await #expect {
            try await TVmazeClient(configuration: configuration, http: CurlHTTPClient()).show(imdbID: "tt0903747")
        } throws: { error in
            guard case TVmazeError.unavailable(_, .checkAddress) = error else { return false }
            return true
        }
    }

    @Test func theBaseAddressIsTheVariablesWhenItIsHTTP() throws {
        #expect(try TVmazeConfiguration.from(environment: [:]).baseURL.absoluteString == "https://api.tvmaze.com")
        #expect(try TVmazeConfiguration.from(environment: ["TVMAZE_BASE_URL": "http://127.0.0.1:9"]).baseURL.absoluteString == "http://127.0.0.1:9")
        #expect(throws: BaseAddressError(variable: "TVMAZE_BASE_URL", text: "ftp://x", fallback: TVmazeConfiguration.defaultBaseURL)) {
            try TVmazeConfiguration.from(environment: ["TVMAZE_BASE_URL": "ftp://x"])
        }
    }
}
