import Foundation
import SeriesInterface
import WatchlistInterface

/// Where the air dates last fetched are kept, for every profile alike (they are facts about
/// shows, not anyone's): SQLite and PostgreSQL in CalendarAdapters, memory in
/// CalendarTesting, whose ``AirDateStoreContract`` says what each must do.
public protocol AirDateStore: Sendable {
    /// What is known of each show in `ids`: those never looked up are missing.
    func lookups(of ids: [TitleID]) async throws -> [TitleID: SeriesLookup]
    /// Keeps that the source does not know the show `id`, at `date`.
    func keepUnknown(_ id: TitleID, at date: Date) async throws
    /// Keeps the show `id` as the source knows it, with all its episodes, replacing what was
    /// kept of it, fetched at `date`.
    func keep(_ show: SourceSeries, episodes: [SourceEpisode], for id: TitleID, at date: Date) async throws
    /// The episodes of the shows `ids` that air from `from` through `through`, by air date.
    func episodes(of ids: [TitleID], from: CalendarDay, through: CalendarDay) async throws -> [StoredEpisode]
    /// The episodes of each show of `ids` that aired on or before `day`, by show and then
    /// season and number (those without a number last): what the Series feature's catalog may
    /// lack. It reads those shows' rows alone; a show with none is missing.
    func episodes(of ids: [TitleID], airedBy day: CalendarDay) async throws -> [TitleID: [SourceEpisode]]
}

/// What was learnt the last time a show was looked up.
public struct SeriesLookup: Hashable, Sendable {
    /// The show at the source; nil when the source did not know it.
    public let show: SourceSeries?
    /// When it was looked up.
    public let fetchedAt: Date

    /// Creates a lookup.
    public init(show: SourceSeries?, fetchedAt: Date) {
        self.show = show
        self.fetchedAt = fetchedAt
    }
}

/// An episode kept, with the show it belongs to.
public struct StoredEpisode: Hashable, Sendable {
    /// The show, as followed.
    public let showID: TitleID
    /// The show as the source knows it.
    public let show: SourceSeries
    /// The episode.
    public let episode: SourceEpisode

    /// Creates one.
    public init(showID: TitleID, show: SourceSeries, episode: SourceEpisode) {
        self.showID = showID
        self.show = show
        self.episode = episode
    }
}
