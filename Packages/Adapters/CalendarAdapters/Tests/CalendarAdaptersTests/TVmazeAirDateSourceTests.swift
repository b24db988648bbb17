import CalendarInterface
import CalendarPorts
import CalendarTesting
import CalendarTVmaze
import Foundation
import Networking
import Testing
import CalendarTVmazeFixtures
import TVmaze
import TVmazeFixtureServer
import WatchlistInterface

/// The TVmaze client against the look-alike on 127.0.0.1: TVmaze's shapes, its redirect, its
/// 429s, and what it answers that TVmaze does not document.
@Suite struct TVmazeAirDateSourceTests {
    // The look-alike lists the changes of the last day, week or month before the moment it is asked.
    static let now = Date()

    private func withServer(_ body: (TVmazeFixtureServer, TVmazeAirDateSource) async throws -> Void) async throws {
        let server = try await TVmazeFixtureServer.start(FixtureAirDates.standard(around: Self.now).lookAlike)
        let configuration = TVmazeConfiguration(
            baseURL: server.baseURL, timeout: .seconds(10), retry: RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(10), longestRetryAfter: .seconds(30))
        )
        do {
            try await body(server, TVmazeAirDateSource(configuration: configuration, http: CurlHTTPClient(), now: { Self.now }))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aShowIsFoundByItsIMDbIDThroughTVmazesRedirect() async throws {
        try await withServer { server, source in
            let show = try await source.show(imdbID: "tt4574334")
            #expect(show?.id == "2993" && show?.name == "Stranger Things" && show?.network == "Netflix")
            #expect(server.receivedRequests == ["/lookup/shows?imdb=tt4574334", "/shows/2993"])
            #expect(try await source.show(imdbID: "tt0290978") == nil)
        }
    }

    /// `import --online`'s lookup: a show by TheTVDB's id through the same redirect, its IMDb
    /// id from `externals`; a show TVmaze does not know is none, and a 429 is waited out.
    @Test func aShowsIMDbIDIsFoundByTheTVDBsID() async throws {
        let show = SourceSeries(id: "169", name: "Breaking Bad", network: "AMC", updated: Self.now)
        let server = try await TVmazeFixtureServer.start([TVmazeFixtureShow(imdbID: "tt0903747", tvdbID: "81189", show: show, episodes: [])])
        let configuration = TVmazeConfiguration(
            baseURL: server.baseURL, timeout: .seconds(10), retry: RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(10), longestRetryAfter: .seconds(30))
        )
        let ids = TVmazeShowIDs(source: TVmazeAirDateSource(configuration: configuration, http: CurlHTTPClient()))
        #expect(ids.name == "TVmaze")
        #expect(try await ids.imdbID(ofTVDBID: "81189") == "tt0903747")
        #expect(server.receivedRequests == ["/lookup/shows?thetvdb=81189", "/shows/169"])
        #expect(try await ids.imdbID(ofTVDBID: "999999") == nil)
        server.limit(count: 1, retryAfter: 0)
        #expect(try await ids.imdbID(ofTVDBID: "81189") == "tt0903747")
        await server.stop()
    }

    @Test func episodesComeWithSpecialsAndTimesOnlyWhenTVmazeGivesOne() async throws {
        try await withServer { _, source in
            let episodes = try await source.episodes(ofShow: "5")
            let expected = try #require(FixtureAirDates.standard(around: Self.now).show(id: "5")).episodes
            #expect(episodes == expected)
            let special = try #require(episodes.first { $0.number == nil })
            #expect(special.airTime == nil && special.airDate != nil, "a day alone, though TVmaze gives an airstamp for it")
        }
    }

    @Test func changesAskForTheSmallestPeriodThatCoversTheDate() async throws {
        try await withServer { server, source in
            #expect(try await source.changes(since: Self.now.addingTimeInterval(-3600))?.isEmpty == false)
            _ = try await source.changes(since: Self.now.addingTimeInterval(-3 * 24 * 3600))
            _ = try await source.changes(since: Self.now.addingTimeInterval(-20 * 24 * 3600))
            #expect(try await source.changes(since: Self.now.addingTimeInterval(-40 * 24 * 3600)) == nil)
            #expect(server.receivedRequests == ["/updates/shows?since=day", "/updates/shows?since=week", "/updates/shows?since=month"])
        }
    }

    @Test func a429IsWaitedOutAndRetried() async throws {
        try await withServer { server, source in
            server.limit(count: 2, retryAfter: 0)
            let episodes = try await source.episodes(ofShow: "169")
            #expect(episodes.count == 2)
            #expect(server.receivedRequests.count == 3)
        }
    }

    @Test func a429ThatLastsIsAnErrorThatSaysToTryLater() async throws {
        try await withServer { server, source in
            server.limit(count: 10)
            await #expect(throws: CalendarError.sourceUnavailable(
                "TVmaze answered HTTP 429 to 3 attempts at \(server.baseURL.absoluteString)/shows/169/episodes?specials=1", remedy: .tryLater(seconds: nil)
            )) { try await source.episodes(ofShow: "169") }
        }
    }

    @Test func aRetryAfterLongerThanAllowedEndsTheAttempts() async throws {
        try await withServer { server, source in
            server.limit(count: 1, retryAfter: 3600)
            await #expect(throws: CalendarError.sourceUnavailable("TVmaze is limiting requests and asks to wait 3600 s (HTTP 429)", remedy: .tryLater(seconds: 3600))) {
                try await source.episodes(ofShow: "169")
            }
        }
    }

    @Test func anUnreachableAddressSaysWhichVariableToCheck() async throws {
        let configuration = TVmazeConfiguration(
            baseURL: try #require(URL(string: "http://127.0.0.1:9")), timeout: .seconds(5), retry: RetryPolicy(maxAttempts: 1, initialBackoff: .zero, longestRetryAfter: .zero)
        )
        let source = TVmazeAirDateSource(configuration: configuration, http: CurlHTTPClient())
        do {
            _ = try await source.show(imdbID: "tt0903747")
            Issue.record("expected an error")
        } catch CalendarError.sourceUnavailable(_, let remedy) {
            #expect(remedy == .checkAddress(variable: "TVMAZE_BASE_URL"))
        }
    }

    @Test(arguments: ["ftp://example.org", "not an address", "http://"])
    func aBaseAddressThatIsNotHTTPIsRefused(text: String) throws {
        #expect(throws: BaseAddressError(variable: "TVMAZE_BASE_URL", text: text, fallback: TVmazeConfiguration.defaultBaseURL)) { try TVmazeConfiguration.from(environment: ["TVMAZE_BASE_URL": text]) }
    }

    @Test func noVariableMeansTVmazeItself() throws {
        #expect(try TVmazeConfiguration.from(environment: [:]).baseURL.absoluteString == "https://api.tvmaze.com")
    }
}
