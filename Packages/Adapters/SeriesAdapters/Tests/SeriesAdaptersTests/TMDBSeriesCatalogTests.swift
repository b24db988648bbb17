import Foundation
import Networking
import SeriesInterface
import SeriesTMDB
import TMDB
import TMDBFixtureServer
import Testing

/// The TMDB series catalog through the real HTTP client (libcurl) against the loopback
/// fixture server: search, a show with its seasons and episodes, an episode by its IMDb id,
/// and what a refused or failing TMDB does.
@Suite struct TMDBSeriesCatalogTests {
    private func withServer<T>(token: String = TMDBFixtureServer.token, _ body: (TMDBFixtureServer, TMDBSeriesCatalog) async throws -> T) async throws -> T {
        let server = try await TMDBFixtureServer.start()
        let configuration = TMDBConfiguration(
            baseURL: server.baseURL, token: token, timeout: .seconds(2), maxAttempts: 3, initialBackoff: .milliseconds(20), longestRetryAfter: .seconds(2)
        )
        let result = try await body(server, TMDBSeriesCatalog(configuration: configuration, http: CurlHTTPClient()))
        await server.stop()
        return result
    }

    private let breakingBad = TitleID(imdbNumber: 903_747)

    @Test func aSearchFindsShowsByTheirIMDbIdsAndLeavesOutThoseWithNone() async throws {
        try await withServer { server, catalog in
            let found = try await catalog.search("breaking", limit: 10)
            #expect(found == [Series(id: breakingBad, title: "Breaking Bad", startYear: 2008, endYear: 2013)], "Breaking Point has no IMDb id")
            #expect(server.receivedRequests.first == "/3/search/tv?query=breaking")
            #expect(try await catalog.search("chernobyl", limit: 5).first?.kind == .miniSeries)
            #expect(try await catalog.search("fargo", limit: 5).first?.endYear == nil, "a returning series has not ended")
            #expect(try await catalog.search("  ", limit: 5).isEmpty)
        }
    }

    @Test func aShowHasItsSeasonsSpecialsAndEpisodesAndIsReadOnce() async throws {
        try await withServer { server, catalog in
            let details = try #require(try await catalog.details(of: breakingBad))
            #expect(details.seasons.map(\.number) == [0, 1, 2, 3, 4, 5])
            #expect(details.regularEpisodes.count == 62 && details.seasons.first?.episodes.count == 2)
            #expect(details.episodes.first { $0.place == EpisodeNumber(season: 1, number: 1) }?.title == "Pilot")
            #expect(details.episodes.allSatisfy { $0.seriesID == breakingBad && $0.runtimeMinutes == 47 })
            let asked = server.receivedRequests.count
            #expect(try await catalog.outline(of: breakingBad)?.regular.count == 62)
            #expect(try await catalog.episode(of: breakingBad, at: EpisodeNumber(season: 5, number: 16))?.title == "Felina")
            #expect(server.receivedRequests.count == asked, "a show read once is kept")
            #expect(try await catalog.details(of: TitleID(imdbNumber: 1)) == nil)
        }
    }

    @Test func anEpisodeIsFoundByItsOwnIMDbId() async throws {
        try await withServer { _, catalog in
            let episode = try #require(try await catalog.episode(TitleID(imdbNumber: 959_621)))
            #expect(episode.seriesID == breakingBad && episode.place == EpisodeNumber(season: 1, number: 1) && episode.id == TitleID(imdbNumber: 959_621))
            #expect(try await catalog.details(of: TitleID(imdbNumber: 959_621)) == nil, "an episode's id names no series")
        }
    }

    @Test func aRefusedTokenSaysWhichVariableAndABusyTMDBIsAskedAgain() async throws {
        try await withServer(token: "wrong") { _, catalog in
            let error = await #expect(throws: TMDBError.self) { _ = try await catalog.search("breaking", limit: 5) }
            #expect(error?.remedy == .checkCredential(variable: TMDBConfiguration.tokenVariable))
        }
        try await withServer { server, catalog in
            server.inject(.status(503), count: 2)
            let fargo = try await catalog.search("fargo", limit: 5)
            #expect(fargo.count == 1, "two 503s, then an answer")
            server.inject(.malformedJSON)
            await #expect(throws: TMDBError.self) { _ = try await catalog.details(of: TitleID(imdbNumber: 7_366_338)) }
        }
    }
}
