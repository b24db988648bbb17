import CalendarPorts
import CalendarTVmaze
import Foundation
import Networking
import TMDB
import TVmaze

/// The source of air dates the environment chooses: TVmaze, which needs no key, and TMDB after
/// it for the shows TVmaze does not know when `TMDB_API_TOKEN` is set (`TMDB_BASE_URL` and
/// `TVMAZE_BASE_URL` name other addresses). The app and the server choose alike.
public enum CalendarSourceChoice {
    /// The source for `environment`, each request allowed `timeout`, `now` telling how far back
    /// changes must be listed.
    /// - Throws: `BaseAddressError` when a base address is not http or https.
    public static func source(
        environment: [String: String], http: any HTTPClient, timeout: Duration = .seconds(10), now: @escaping @Sendable () -> Date = Date.init
    ) throws -> any AirDateSource {
        let tvmaze = TVmazeAirDateSource(configuration: try TVmazeConfiguration.from(environment: environment, timeout: timeout), http: http, now: now)
        guard let configuration = try tmdb(environment: environment, timeout: timeout) else { return tvmaze }
        return FallbackAirDateSource(tvmaze, then: TMDBAirDateSource(configuration: configuration, http: http, now: now))
    }

    /// The source of films' release dates for `environment`: TMDB when `TMDB_API_TOKEN` is set,
    /// for the country `TMDB_REGION` names (the United States unless it does); nil otherwise.
    /// - Throws: `BaseAddressError` when `TMDB_BASE_URL` is not an http or https address.
    public static func releases(environment: [String: String], http: any HTTPClient, timeout: Duration = .seconds(10)) throws -> (any ReleaseDateSource)? {
        guard let configuration = try tmdb(environment: environment, timeout: timeout) else { return nil }
        let region = environment[TMDBReleaseSource.regionVariable].flatMap { $0.count == 2 ? $0 : nil } ?? "US"
        return TMDBReleaseSource(configuration: configuration, http: http, region: region)
    }

    private static func tmdb(environment: [String: String], timeout: Duration) throws -> TMDBConfiguration? {
        try TMDBConfiguration.from(environment: environment, timeout: timeout)
    }
}
