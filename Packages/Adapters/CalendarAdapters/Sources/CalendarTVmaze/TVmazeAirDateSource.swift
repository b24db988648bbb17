import CalendarInterface
import CalendarPorts
import Foundation
import Networking
import TVmaze
import WatchlistInterface

/// Air dates from TVmaze's API, through the TVmaze kit's client: a show by its IMDb id, its
/// episodes with specials, and the shows changed in the last day, week or month. Answers 429
/// and 5xx are retried as the kit's configuration says; every failure is a
/// `CalendarError.sourceUnavailable` with a remedy.
public struct TVmazeAirDateSource: AirDateSource {
    /// The client it asks through.
    public let client: TVmazeClient
    private let now: @Sendable () -> Date

    /// A source asking where `configuration` says, over `http`; `now` tells how far back
    /// ``changes(since:)`` must look.
    public init(configuration: TVmazeConfiguration, http: any HTTPClient, now: @escaping @Sendable () -> Date = Date.init) {
        client = TVmazeClient(configuration: configuration, http: http)
        self.now = now
    }

    public let name = "TVmaze"

    public func show(imdbID: String) async throws -> SourceSeries? {
        try await asking { () throws(TVmazeError) in try await client.show(imdbID: imdbID) }.map(Self.show)
    }

    public func episodes(ofShow id: String) async throws -> [SourceEpisode] {
        guard let number = Int(id) else { return [] }
        return try await asking { () throws(TVmazeError) in try await client.episodes(ofShow: number) }.map(Self.episode)
    }

    public func changes(since date: Date) async throws -> [String: Date]? {
        let age = now().timeIntervalSince(date)
        let period: TVmazeClient.Period? = switch age {
        case ..<(24 * 3600): .day
        case ..<(7 * 24 * 3600): .week
        case ..<(30 * 24 * 3600): .month
        default: nil
        }
        guard let period else { return nil }
        let stamps = try await asking { () throws(TVmazeError) in try await client.updates(in: period) }
        return stamps.mapValues { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    static func show(_ show: TVmazeShow) -> SourceSeries {
        SourceSeries(
            id: String(show.id), name: show.name, network: show.network?.name ?? show.webChannel?.name,
            updated: Date(timeIntervalSince1970: TimeInterval(show.updated ?? 0))
        )
    }

    static func episode(_ episode: TVmazeEpisode) -> SourceEpisode {
        let day = episode.airdate.flatMap { CalendarDay(parsing: $0) }
        // Only a day is known when TVmaze gives no time, whatever its airstamp says.
        let timed = !(episode.airtime ?? "").isEmpty
        let time = timed ? episode.airstamp.flatMap(Self.moment) : nil
        return SourceEpisode(
            id: String(episode.id), season: episode.season, number: episode.number, title: episode.name ?? "", airDate: day, airTime: time,
            runtimeMinutes: episode.runtime
        )
    }

    /// `2013-09-30T01:00:00+00:00` as a moment.
    static func moment(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// What `request` answers, its failure as the calendar's.
    func asking<Value>(_ request: () async throws(TVmazeError) -> Value) async throws(CalendarError) -> Value {
        do {
            return try await request()
        } catch {
            throw Self.calendarError(error)
        }
    }

    static func calendarError(_ error: TVmazeError) -> CalendarError {
        switch error {
        case .unavailable(let reason, .tryLater(let seconds)): .sourceUnavailable(reason, remedy: .tryLater(seconds: seconds))
        case .unavailable(let reason, .allowLonger): .sourceUnavailable(reason, remedy: .allowLonger)
        case .unavailable(let reason, .checkAddress): .sourceUnavailable(reason, remedy: .checkAddress(variable: TVmazeConfiguration.baseURLVariable))
        case .invalidResponse(let reason): .sourceUnavailable(reason, remedy: .tryLater(seconds: nil))
        }
    }
}
