import Foundation
import Networking
import TMDB
import TMDBFixtureServer
import Testing

/// The kit's client through the real HTTP client (libcurl) against the loopback fixture:
/// what it answers, what it asks again, and the remedy each failure carries.
@Suite struct TMDBClientTests {
    private func withServer<T>(token: String = TMDBFixtureServer.token, _ body: (TMDBFixtureServer, TMDBClient) async throws -> T) async throws -> T {
        let server = try await TMDBFixtureServer.start()
        let configuration = TMDBConfiguration(
            baseURL: server.baseURL, token: token, timeout: .seconds(2), maxAttempts: 3, initialBackoff: .milliseconds(20), longestRetryAfter: .seconds(2)
        )
        let result = try await body(server, TMDBClient(configuration: configuration, http: CurlHTTPClient()))
        await server.stop()
        return result
    }

    private struct Show: Decodable {
        let name: String
    }

    @Test func aResourceIsFoundOrNotAndItsJSONDecoded() async throws {
        try await withServer { server, client in
            guard case .found(let data) = try await client.get("tv/1396") else {
                Issue.record("tv/1396 was not found")
                return
            }
            #expect(try client.decode(Show.self, from: data, path: "tv/1396").name == "Breaking Bad")
            guard case .notFound = try await client.get("tv/1") else {
                Issue.record("tv/1 was found")
                return
            }
            #expect(server.receivedRequests == ["/3/tv/1396", "/3/tv/1"])
            let error = #expect(throws: TMDBError.self) { _ = try client.decode(Show.self, from: Data("[]".utf8), path: "tv/1396") }
            #expect(error?.remedy == nil && error?.description.contains("tv/1396") == true)
        }
    }

    @Test func aRefusedTokenNamesItsVariable() async throws {
        try await withServer(token: "wrong") { _, client in
            let error = await #expect(throws: TMDBError.self) { _ = try await client.get("search/tv", query: [URLQueryItem(name: "query", value: "x")]) }
            #expect(error?.remedy == .checkCredential(variable: TMDBConfiguration.tokenVariable))
        }
    }

    @Test func aBusyTMDBIsAskedAgainUntilTheAttemptsRunOutOrItAsksTooLongAWait() async throws {
        try await withServer { server, client in
            server.inject(.status(503), count: 2)
            guard case .found = try await client.get("tv/87108") else {
                Issue.record("two 503s then an answer was not found")
                return
            }
            #expect(server.receivedRequests.count == 3)
            server.inject(.status(500), count: 3)
            let exhausted = await #expect(throws: TMDBError.self) { _ = try await client.get("tv/87108") }
            #expect(exhausted?.remedy == .tryLater(seconds: nil))
            server.inject(.status(429, retryAfter: 60))
            let tooLong = await #expect(throws: TMDBError.self) { _ = try await client.get("tv/87108") }
            #expect(tooLong?.remedy == .tryLater(seconds: 60))
        }
    }

    @Test func anUnreachableAddressNamesTheVariableThatMovesIt() async throws {
        let address = try #require(URL(string: "http://127.0.0.1:1/3"))
        let client = TMDBClient(configuration: TMDBConfiguration(baseURL: address, token: "t", timeout: .seconds(2)), http: CurlHTTPClient())
        let error = await #expect(throws: TMDBError.self) { _ = try await client.get("tv/1") }
        #expect(error?.remedy == .checkNetwork(address: TMDBConfiguration.baseURLVariable))
    }

    @Test func aDatesYearIsItsFirstFourDigits() {
        #expect(TMDBDate.year(of: "2008-01-20") == 2008)
        #expect(TMDBDate.year(of: "") == nil && TMDBDate.year(of: nil) == nil && TMDBDate.year(of: "20") == nil)
    }
}
