import Foundation
import WatchlistInterface

/// Where air dates come from: TVmaze, or TMDB when its token is set (CalendarAdapters), or
/// fixtures (CalendarTesting). Each method is one request.
public protocol AirDateSource: Sendable {
    /// The source's name as people know it (`TVmaze`).
    var name: String { get }
    /// The show whose IMDb id is `imdbID`, or nil when the source does not know it.
    /// - Throws: `CalendarError.sourceUnavailable` when it cannot say.
    func show(imdbID: String) async throws -> SourceSeries?
    /// Every episode of the show the source calls `id`, specials included.
    func episodes(ofShow id: String) async throws -> [SourceEpisode]
    /// The shows changed at the source since `date`, as their ids and the time of their last
    /// change; nil when the source cannot list changes that far back, so every show must be
    /// fetched.
    func changes(since date: Date) async throws -> [String: Date]?
}

/// A show as the source knows it.
public struct SourceSeries: Hashable, Sendable {
    /// The source's id of it.
    public let id: String
    /// Its name at the source.
    public let name: String
    /// The network or streaming service that airs it.
    public let network: String?
    /// When the source last changed anything of it.
    public let updated: Date

    /// Creates a show.
    public init(id: String, name: String, network: String?, updated: Date) {
        self.id = id
        self.name = name
        self.network = network
        self.updated = updated
    }
}

/// An episode as the source knows it.
public struct SourceEpisode: Hashable, Sendable {
    /// The source's id of it.
    public let id: String
    /// Its season.
    public let season: Int
    /// Its number in the season; nil for a special.
    public let number: Int?
    /// Its title.
    public let title: String
    /// The day it airs where it is broadcast; nil when not announced yet.
    public let airDate: CalendarDay?
    /// The moment it airs, when known.
    public let airTime: Date?
    /// Its length in minutes, when known.
    public let runtimeMinutes: Int?

    /// Creates an episode.
    public init(id: String, season: Int, number: Int?, title: String, airDate: CalendarDay?, airTime: Date?, runtimeMinutes: Int?) {
        self.id = id
        self.season = season
        self.number = number
        self.title = title
        self.airDate = airDate
        self.airTime = airTime
        self.runtimeMinutes = runtimeMinutes
    }
}
