import Foundation
import MoviesInterface
import Networking
import TMDBFixtureServer
import TMDB
import Testing
@testable import MoviesTMDB

/// The TMDB catalog through the real HTTP client (libcurl) against the loopback fixture server.
@Suite struct TMDBMovieCatalogTests {
    private func withServer<T>(_ body: (TMDBFixtureServer, TMDBMovieCatalog) async throws -> T) async throws -> T {
        let server = try await TMDBFixtureServer.start()
        let configuration = TMDBConfiguration(
            baseURL: server.baseURL, token: TMDBFixtureServer.token, timeout: .seconds(2),
            maxAttempts: 3, initialBackoff: .milliseconds(20), longestRetryAfter: .seconds(2)
        )
        let result = try await body(server, TMDBMovieCatalog(configuration: configuration, http: CurlHTTPClient()))
        await server.stop()
        return result
    }

    @Test func searchMapsIdsTitlesAndYearsAndSendsTheToken() async throws {
        try await withServer { server, catalog in
            let results = try await catalog.search("matrix", limit: 10)
            #expect(results == [
                MovieSummary(id: MovieID(source: .tmdb, value: "603"), title: "The Matrix", year: 1999),
                MovieSummary(id: MovieID(source: .tmdb, value: "604"), title: "The Matrix Reloaded", year: 2003),
            ])
            #expect(server.receivedRequests == ["/3/search/movie?query=matrix"])
            #expect(try await catalog.search("matrix", limit: 1).count == 1)
            #expect(try await catalog.search("no such film", limit: 5).isEmpty)
        }
    }

    @Test func detailsMapGenresRuntimeDirectorAndCastInBillingOrder() async throws {
        try await withServer { server, catalog in
            let movie = try await catalog.movie(MovieID(source: .tmdb, value: "603"))
            #expect(movie.title == "The Matrix" && movie.year == 1999 && movie.runtimeMinutes == 136)
            #expect(movie.genres == ["Action", "Science Fiction"])
            #expect(movie.director == "Lana Wachowski & Lilly Wachowski")
            #expect(movie.cast.map(\.name) == ["Keanu Reeves", "Laurence Fishburne", "Carrie-Anne Moss", "Hugo Weaving"])
            #expect(server.receivedRequests == ["/3/movie/603", "/3/movie/603/credits"])
        }
    }

    @Test func anUnknownMovieIsNotFound() async throws {
        try await withServer { _, catalog in
            let id = MovieID(source: .tmdb, value: "999999")
            await #expect(throws: MovieCatalogError.notFound(id)) { try await catalog.movie(id) }
        }
    }

    @Test func aRejectedTokenNamesTheVariable() async throws {
        let server = try await TMDBFixtureServer.start()
        defer { Task { await server.stop() } }
        let catalog = TMDBMovieCatalog(configuration: TMDBConfiguration(baseURL: server.baseURL, token: "wrong"), http: CurlHTTPClient())
        let error = await #expect(throws: MovieCatalogError.self) { try await catalog.search("matrix", limit: 5) }
        #expect(error?.description.contains("TMDB rejected the token (HTTP 401)") == true)
        #expect(error?.description.contains("TMDB_API_TOKEN") == true)
    }

    @Test func rateLimitsAndServerErrorsAreRetriedHonouringRetryAfter() async throws {
        try await withServer { server, catalog in
            server.inject(.status(429, retryAfter: 1))
            server.inject(.status(503))
            let started = ContinuousClock.now
            let titles = try await catalog.search("fight", limit: 5).map(\.title)
            #expect(titles == ["Fight Club"])
            #expect(ContinuousClock.now - started >= .seconds(1), "Retry-After: 1 was not honoured")
            #expect(server.receivedRequests.count == 3)
        }
    }

    @Test func retriesAreBoundedAndThenExplained() async throws {
        try await withServer { server, catalog in
            server.injectAlways(.status(500))
            let error = await #expect(throws: MovieCatalogError.self) { try await catalog.search("fight", limit: 5) }
            #expect(server.receivedRequests.count == 3)
            #expect(error?.isUnavailable == true)
            #expect(error?.description.contains("HTTP 500 to 3 attempts") == true)
            #expect(error?.remedy == .tryLater(seconds: nil))
        }
    }

    @Test func aRetryAfterTooLongIsNotWaitedFor() async throws {
        try await withServer { server, catalog in
            server.inject(.status(429, retryAfter: 3600))
            let error = await #expect(throws: MovieCatalogError.self) { try await catalog.search("fight", limit: 5) }
            #expect(error?.description.contains("asks to wait 3600 s") == true)
            #expect(server.receivedRequests.count == 1)
        }
    }

    @Test func aSlowAnswerTimesOut() async throws {
        try await withServer { server, catalog in
            server.inject(.delay(.seconds(4)))
            let error = await #expect(throws: MovieCatalogError.self) { try await catalog.search("matrix", limit: 5) }
            #expect(error?.isUnavailable == true)
            #expect(error?.description.contains("did not answer") == true)
            #expect(error?.remedy == .allowLonger)
        }
    }

    @Test(arguments: [Fault.malformedJSON, .truncatedBody, .unexpectedShape])
    func unreadableAnswersAreExplained(fault: Fault) async throws {
        try await withServer { server, catalog in
            server.inject(fault)
            let error = await #expect(throws: MovieCatalogError.self) { try await catalog.search("matrix", limit: 5) }
            guard case .invalidResponse(let reason)? = error else {
                Issue.record("expected an invalid response, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("is not TMDB's documented JSON"))
        }
    }

    @Test func anUnreachableHostNamesTheURLAndSuggestsOffline() async {
        let catalog = TMDBMovieCatalog(
            configuration: TMDBConfiguration(baseURL: URL(string: "http://127.0.0.1:1/3")!, token: "t"),
            http: CurlHTTPClient()
        )
        let error = await #expect(throws: MovieCatalogError.self) { try await catalog.search("matrix", limit: 5) }
        #expect(error?.description.contains("cannot reach http://127.0.0.1:1/3/search/movie") == true)
        #expect(error?.remedy == .checkNetwork(address: TMDBConfiguration.baseURLVariable))
    }

    @Test func theCreditsClientFetchesNamesInBillingOrder() async throws {
        let server = try await TMDBFixtureServer.start()
        let client = TMDBCreditsClient(configuration: TMDBConfiguration(baseURL: server.baseURL, token: TMDBFixtureServer.token), http: CurlHTTPClient())
        let names = try await client.fetchNames(for: "550")
        await server.stop()
        #expect(names.map(\.name) == ["Edward Norton", "Brad Pitt", "Helena Bonham Carter"])
        #expect(names.first?.role == "Narrator")
    }
}
