import Foundation
import TMDBFixtureServer
import TestSupport
import Testing

/// The online catalog through the real binary, pointed at the fixture server on 127.0.0.1
/// with TMDB_BASE_URL: the happy path and every failure a user can meet.
@Suite(.serialized) struct TMDBEndToEndTests {
    private func tmdb(_ server: TMDBFixtureServer, token: String = TMDBFixtureServer.token) -> [String: String] {
        ["TMDB_API_TOKEN": token, "TMDB_BASE_URL": server.baseURL.absoluteString]
    }

    @Test func aTokenSwitchesToTMDBForSearchShowAndCast() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        let search = try await app.run(["search", "matrix", "--json"], environment: tmdb(server))
        #expect(search.status == 0, "\(search.standardError)")
        #expect(search.standardOutput.contains("\"id\" : \"tmdb:603\""))
        let show = try await app.run(["show", "603"], environment: tmdb(server))
        #expect(show.standardOutput.contains("Director  Lana Wachowski & Lilly Wachowski"))
        let cast = try await app.run(["cast", "tmdb:603", "--json"], environment: tmdb(server))
        let names = try #require(try JSONSerialization.jsonObject(with: Data(cast.standardOutput.utf8)) as? [[String: String]])
        #expect(names.first == ["name": "Keanu Reeves", "character": "Thomas A. Anderson / Neo"])
        #expect(names.map { $0["name"] ?? "" } == ["Keanu Reeves", "Laurence Fishburne", "Carrie-Anne Moss", "Hugo Weaving"])
        #expect(server.receivedRequests.contains("/3/search/movie?query=matrix"))

        let offline = try await app.run(["search", "godfather", "--catalog", "offline"], environment: tmdb(server))
        #expect(offline.standardOutput.contains("offline:1"))
        await server.stop()
    }

    /// With a token, series come from TMDB too, known by IMDb's ids: search with kinds, a
    /// season watched, its episodes' titles, Up Next, and an episode by its own IMDb id.
    @Test func aTokenFindsSeriesOnTMDBAndUpNextFollowsThem() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        let environment = tmdb(server)
        let search = try await app.run(["search", "breaking", "--kind", "series", "--json"], environment: environment)
        #expect(search.status == 0 && search.standardOutput.contains("imdb:tt0903747"), "\(search.standardError)")
        #expect(!search.standardOutput.contains("Breaking Point"), "a show with no IMDb id is left out")
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "correct horse\n", environment: environment).status == 0)
        let watched = try await app.run(["watched", "tt0903747", "--season", "1"], environment: environment)
        #expect(watched.status == 0, "\(watched.standardError)")
        #expect(try await app.run(["show", "tt0903747", "--season", "1"], environment: environment).standardOutput.contains("Pilot"))
        let next = try await app.run(["next", "--json"], environment: environment)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(next.standardOutput.utf8)) as? [[String: Any]], "\(next.standardError)")
        #expect(items.first?["season"] as? Int == 2 && items.first?["episode"] as? Int == 1, "\(items)")
        let episode = try await app.run(["watched", "imdb:tt0959621"], environment: environment)
        #expect(episode.status == 0 && episode.standardOutput.contains("Pilot"), "\(episode.standardOutput)\(episode.standardError)")
        #expect(server.receivedRequests.contains("/3/find/tt0903747?external_source=imdb_id"))
        await server.stop()
    }

    @Test func aStoredMovieShowsWhenTheNetworkIsDown() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        let environment = tmdb(server)
        #expect(try await app.run(["show", "tmdb:550"], environment: environment).status == 0)
        await server.stop()
        let cached = try await app.run(["show", "tmdb:550"], environment: environment)
        #expect(cached.status == 0, "\(cached.standardError)")
        #expect(cached.standardOutput.contains("Fight Club (1999)"))
        let notStored = try await app.run(["show", "tmdb:27205"], environment: environment)
        #expect(notStored.status != 0 && notStored.standardError.contains("cannot reach"))
    }

    @Test func aRejectedTokenSaysSoAndNamesTheVariable() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        let result = try await app.run(["search", "matrix"], environment: tmdb(server, token: "expired"))
        await server.stop()
        #expect(result.status == 1)
        #expect(result.standardError.contains("TMDB rejected the token (HTTP 401)"))
        #expect(result.standardError.contains("TMDB_API_TOKEN"))
    }

    @Test func anUnreachableHostNamesTheURLAndSuggestsOffline() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["search", "matrix"], environment: ["TMDB_API_TOKEN": "t", "TMDB_BASE_URL": "http://127.0.0.1:1/3"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot reach http://127.0.0.1:1/3/search/movie"))
        #expect(result.standardError.contains("--catalog offline"))
    }

    @Test func aSlowServerTimesOutAfterTimeout() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        server.injectAlways(.delay(.seconds(5)))
        let started = ContinuousClock.now
        let result = try await app.run(["search", "matrix", "--timeout", "1"], environment: tmdb(server))
        let elapsed = ContinuousClock.now - started
        await server.stop()
        #expect(result.status == 1)
        #expect(result.standardError.contains("did not answer"))
        #expect(result.standardError.contains("--timeout"))
        #expect(elapsed < .seconds(4), "took \(elapsed)")
    }

    @Test func busyServersAreRetriedThenExplained() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        server.inject(.status(503, retryAfter: 1))
        let recovered = try await app.run(["search", "inception"], environment: tmdb(server))
        #expect(recovered.status == 0 && recovered.standardOutput.contains("tmdb:27205"))

        server.injectAlways(.status(502))
        let failed = try await app.run(["search", "inception"], environment: tmdb(server))
        await server.stop()
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("HTTP 502 to 3 attempts"))
    }

    @Test(arguments: [Fault.malformedJSON, .truncatedBody, .unexpectedShape])
    func unreadableAnswersAreExplained(fault: Fault) async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        server.inject(fault)
        let result = try await app.run(["search", "matrix"], environment: tmdb(server))
        await server.stop()
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot be read"))
        #expect(result.standardError.contains("is not TMDB's documented JSON"))
    }

    @Test func choosingTMDBWithoutATokenExplainsWhereToGetOne() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["search", "matrix", "--catalog", "tmdb"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("needs an API read access token in TMDB_API_TOKEN (create one at themoviedb.org/settings/api)"))
        #expect(result.standardError.contains("Set TMDB_API_TOKEN, or use --catalog offline."))
        #expect(!result.standardError.contains("Fatal error"))
    }

    @Test func idsFromTheTwoCatalogsNeverCollide() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let server = try await TMDBFixtureServer.start()
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical\n").status == 0)
        #expect(try await app.run(["add", "offline:603"], environment: [:]).status != 0)
        #expect(try await app.run(["add", "offline:1"]).status == 0)
        #expect(try await app.run(["add", "603"], environment: tmdb(server)).status == 0)
        await server.stop()
        let list = try await app.run(["list", "--json"])
        #expect(list.standardOutput.contains("\"id\" : \"offline:1\"") && list.standardOutput.contains("\"id\" : \"tmdb:603\""))
    }
}
