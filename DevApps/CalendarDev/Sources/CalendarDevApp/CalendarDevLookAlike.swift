import Foundation
import CalendarPorts
import CalendarTVmaze
import CalendarTesting
import Networking
import TVmaze
import CalendarTVmazeFixtures
import TVmazeFixtureServer

/// TVmaze's client, asking the look-alike that it starts on 127.0.0.1 on the first request:
/// `calendar-dev`'s air-date source unless TVMAZE_BASE_URL names another address.
actor LookAlikeSource: AirDateSource {
    private let fixtures: FixtureAirDates
    private var started: (server: TVmazeFixtureServer, client: TVmazeAirDateSource)?

    init(fixtures: FixtureAirDates) {
        self.fixtures = fixtures
    }

    nonisolated let name = "TVmaze"

    private func client() async throws -> TVmazeAirDateSource {
        if let started { return started.client }
        let server = try await TVmazeFixtureServer.start(fixtures.shows.map { TVmazeFixtureShow(imdbID: $0.imdbID, show: $0.show, episodes: $0.episodes) })
        let client = TVmazeAirDateSource(configuration: TVmazeConfiguration(baseURL: server.baseURL), http: CurlHTTPClient())
        started = (server, client)
        return client
    }

    func show(imdbID: String) async throws -> SourceSeries? {
        try await client().show(imdbID: imdbID)
    }

    func episodes(ofShow id: String) async throws -> [SourceEpisode] {
        try await client().episodes(ofShow: id)
    }

    func changes(since date: Date) async throws -> [String: Date]? {
        try await client().changes(since: date)
    }
}
