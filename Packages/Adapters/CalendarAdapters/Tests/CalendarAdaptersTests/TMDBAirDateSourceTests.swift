import CalendarInterface
import CalendarPorts
import CalendarTMDB
import Foundation
import Networking
import TMDB
import TMDBFixtureServer
import Testing
import WatchlistInterface

/// The calendar's TMDB client against the TMDB look-alike on 127.0.0.1: a show by its IMDb
/// id, its seasons appended to one request, its specials, its changes, and TMDB's refusals.
@Suite struct TMDBAirDateSourceTests {
    static let now = Date()

    private func withServer(token: String = TMDBFixtureServer.token, _ body: (TMDBFixtureServer, TMDBAirDateSource) async throws -> Void) async throws {
        let server = try await TMDBFixtureServer.start()
        let configuration = TMDBConfiguration(baseURL: server.baseURL, token: token, timeout: .seconds(10), maxAttempts: 2, initialBackoff: .milliseconds(10))
        do {
            try await body(server, TMDBAirDateSource(configuration: configuration, http: CurlHTTPClient(), now: { Self.now }))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aShowIsFoundByItsIMDbIDWithItsNetwork() async throws {
        try await withServer { server, source in
            let show = try #require(try await source.show(imdbID: "tt7366338"))
            #expect(show.id == "87108" && show.name == "Chernobyl" && show.network == "HBO")
            #expect(server.receivedRequests == ["/3/find/tt7366338?external_source=imdb_id", "/3/tv/87108"])
            #expect(try await source.show(imdbID: "tt0133093") == nil, "a film's id finds no show")
        }
    }

    @Test func episodesComeFromSeasonsAppendedToOneRequestAsDaysAlone() async throws {
        try await withServer { server, source in
            let episodes = try await source.episodes(ofShow: "1396")
            let seasons = [7, 13, 13, 13, 16], specialCount = 2
            #expect(episodes.count == seasons.reduce(specialCount, +))
            #expect(server.receivedRequests == ["/3/tv/1396", "/3/tv/1396?append_to_response=season/0,season/1,season/2,season/3,season/4,season/5"])
            let pilot = try #require(episodes.first { $0.season == 1 && $0.number == 1 })
            #expect(pilot.title == "Pilot" && pilot.airDate == CalendarDay(parsing: "2008-02-01") && pilot.airTime == nil && pilot.runtimeMinutes == 47)
            // Specials (TMDB's season 0) belong to the season that had begun by their day: both air
            // in February 2008, after season 1 began on 1 January.
            let specials = episodes.filter { $0.number == nil }
            #expect(specials.count == 2 && specials.allSatisfy { $0.season == 1 })
            #expect(try await source.episodes(ofShow: "1") == [], "an id TMDB does not know has no episodes")
        }
    }

    @Test func changesAreOnePageListedSinceTheDayAskedAndNilBeyondFourteenDays() async throws {
        try await withServer { server, source in
            #expect(try await source.changes(since: Self.now.addingTimeInterval(-3600)) == [:])
            server.change(showID: 87108)
            let changes = try await source.changes(since: Self.now.addingTimeInterval(-3 * 24 * 3600))
            #expect(changes == ["87108": Self.now])
            let asked = server.receivedRequests.count
            #expect(try await source.changes(since: Self.now.addingTimeInterval(-15 * 24 * 3600)) == nil)
            #expect(server.receivedRequests.count == asked, "TMDB is not asked what it cannot list")
            let day = CalendarDay(containing: Self.now.addingTimeInterval(-3 * 24 * 3600), in: .gmt)
            #expect(server.receivedRequests.last == "/3/tv/changes?start_date=\(day)&page=1")
        }
    }

    @Test func aRefusedTokenSaysToCheckIt() async throws {
        try await withServer(token: "wrong") { _, source in
            await #expect(throws: CalendarError.sourceUnavailable("TMDB rejected the token (HTTP 401)", remedy: .checkToken(variable: "TMDB_API_TOKEN"))) {
                try await source.show(imdbID: "tt7366338")
            }
        }
    }

    @Test func anAnswerNotInTMDBsShapeIsAnErrorNotACrash() async throws {
        try await withServer { server, source in
            server.inject(.unexpectedShape)
            await #expect(throws: CalendarError.self) { try await source.episodes(ofShow: "87108") }
            server.inject(.truncatedBody)
            await #expect(throws: CalendarError.self) { try await source.show(imdbID: "tt7366338") }
        }
    }

    @Test func theEnvironmentChoosesTVmazeAloneOrTMDBAfterIt() throws {
        let http = CurlHTTPClient()
        #expect(try CalendarSourceChoice.source(environment: [:], http: http).name == "TVmaze")
        #expect(try CalendarSourceChoice.source(environment: ["TMDB_API_TOKEN": ""], http: http).name == "TVmaze")
        #expect(try CalendarSourceChoice.source(environment: ["TMDB_API_TOKEN": "t"], http: http).name == "TVmaze and TMDB")
        #expect(throws: BaseAddressError(variable: "TMDB_BASE_URL", text: "ftp://x", fallback: TMDBConfiguration.defaultBaseURL)) {
            try CalendarSourceChoice.source(environment: ["TMDB_API_TOKEN": "t", "TMDB_BASE_URL": "ftp://x"], http: http)
        }
    }
}

/// Films' release dates from the TMDB look-alike: by TMDB's id or IMDb's, one country's days.
@Suite struct TMDBReleaseSourceTests {
    private func withServer(region: String = "US", _ body: (TMDBFixtureServer, TMDBReleaseSource) async throws -> Void) async throws {
        let server = try await TMDBFixtureServer.start()
        let configuration = TMDBConfiguration(baseURL: server.baseURL, token: TMDBFixtureServer.token, timeout: .seconds(10), maxAttempts: 2, initialBackoff: .milliseconds(10))
        do {
            try await body(server, TMDBReleaseSource(configuration: configuration, http: CurlHTTPClient(), region: region))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aFilmOnTheListByItsIMDbIDComesWithItsCountrysCinemaAndDigitalDays() async throws {
        try await withServer { server, source in
            let film = try #require(try await source.film("imdb:tt21357150"))
            #expect(film == SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: CalendarDay(parsing: "2026-12-18"), digital: CalendarDay(parsing: "2027-03-02")))
            #expect(server.receivedRequests == ["/3/find/tt21357150?external_source=imdb_id", "/3/movie/1003596?append_to_response=release_dates"])
        }
    }

    @Test func anotherCountryHasItsOwnDaysAndAFilmByTMDBsIDTakesOneRequest() async throws {
        try await withServer(region: "gb") { server, source in
            let film = try #require(try await source.film("tmdb:1003596"))
            #expect(film.cinema == CalendarDay(parsing: "2026-12-16") && film.digital == nil, "no digital release announced in Britain")
            #expect(server.receivedRequests == ["/3/movie/1003596?append_to_response=release_dates"])
        }
    }

    @Test func aFilmWithoutReleasesInTheCountryHasItsPrimaryDay() async throws {
        try await withServer(region: "FR") { _, source in
            let film = try #require(try await source.film("tmdb:603"))
            #expect(film.cinema == CalendarDay(parsing: "1999-03-30") && film.digital == nil)
        }
    }

    @Test func filmsUnknownOrOfTheEmbeddedCatalogAreNil() async throws {
        try await withServer { server, source in
            let unknown = try await source.film("imdb:tt0000001")
            let missing = try await source.film("tmdb:1")
            #expect(unknown == nil && missing == nil)
            let asked = server.receivedRequests.count
            let embedded = try await source.film("offline:12")
            #expect(embedded == nil)
            #expect(server.receivedRequests.count == asked, "an id of the embedded catalog is not sent")
        }
    }

    @Test func theEnvironmentSetsTheSourceAndItsCountry() throws {
        let http = CurlHTTPClient()
        #expect(try CalendarSourceChoice.releases(environment: [:], http: http) == nil)
        let source = try #require(try CalendarSourceChoice.releases(environment: ["TMDB_API_TOKEN": "t", "TMDB_REGION": "de"], http: http) as? TMDBReleaseSource)
        #expect(source.region == "DE")
        let american = try #require(try CalendarSourceChoice.releases(environment: ["TMDB_API_TOKEN": "t", "TMDB_REGION": "Germany"], http: http) as? TMDBReleaseSource)
        #expect(american.region == "US", "a region that is not two letters is ignored")
    }
}
