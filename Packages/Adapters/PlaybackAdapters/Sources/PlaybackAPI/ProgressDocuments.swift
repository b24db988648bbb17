import APIContract
import Foundation
import PlaybackInterface

/// An item as the playback API names it: `PlayedItem`'s fields.
public struct PlayedItemDocument: Codable, Sendable, Equatable {
    /// Ids as `{"imdb": "tt0113277", "tmdb": "949", "tvdb": "…"}`, each optional.
    public struct IDs: Codable, Sendable, Equatable {
        public let imdb: String?
        public let tmdb: String?
        public let tvdb: String?

        /// The document of `ids`; `nil` when there are none.
        init?(_ ids: PlayedItem.IDs) {
            guard !ids.isEmpty else { return nil }
            imdb = ids.imdb
            tmdb = ids.tmdb
            tvdb = ids.tvdb
        }

        var ids: PlayedItem.IDs { PlayedItem.IDs(imdb: imdb, tmdb: tmdb, tvdb: tvdb) }

        private enum CodingKeys: String, CodingKey {
            case imdb, tmdb, tvdb
        }

        /// Reads the ids; each may be left out, never null.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            imdb = try container.optional(String.self, forKey: .imdb)
            tmdb = try container.optional(String.self, forKey: .tmdb)
            tvdb = try container.optional(String.self, forKey: .tvdb)
        }
    }

    /// `film` or `episode`.
    public let kind: PlayedItem.Kind
    /// The film's title, or the episode's show's.
    public let title: String?
    /// The film's year, or the year the show began.
    public let year: Int?
    /// The film's ids, or the show's.
    public let ids: IDs?
    /// An episode's season.
    public let season: Int?
    /// An episode's number in its season.
    public let episode: Int?
    /// An episode's own ids.
    public let episodeIds: IDs?

    /// The document of `item`.
    public init(_ item: PlayedItem) {
        kind = item.kind
        title = item.title.isEmpty ? nil : item.title
        year = item.year
        ids = IDs(item.ids)
        season = item.season
        episode = item.episode
        episodeIds = IDs(item.episodeIDs)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, title, year, ids, season, episode, episodeIds
    }

    /// Reads the item; all but its kind may be left out, never null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(PlayedItem.Kind.self, forKey: .kind)
        title = try container.optional(String.self, forKey: .title)
        year = try container.optional(Int.self, forKey: .year)
        ids = try container.optional(IDs.self, forKey: .ids)
        season = try container.optional(Int.self, forKey: .season)
        episode = try container.optional(Int.self, forKey: .episode)
        episodeIds = try container.optional(IDs.self, forKey: .episodeIds)
    }

    /// The item it names.
    public var item: PlayedItem {
        PlayedItem(
            kind: kind, title: title ?? "", year: year, ids: ids?.ids ?? .init(), season: season, episode: episode,
            episodeIDs: episodeIds?.ids ?? .init()
        )
    }
}

/// The body of `POST /v1/playback`: an event, its item, the player, and where it is, in
/// seconds (with the item's length when the player knows it) or as a percentage, or not.
public struct PlaybackEventDocument: Codable, Sendable, Equatable {
    public let event: PlaybackEvent.Kind
    public let player: String
    public let item: PlayedItemDocument
    /// Whole seconds from the start.
    public let position: Int?
    /// The item's length in whole seconds.
    public let duration: Int?
    /// How far, from 0 to 100.
    public let percent: Int?

    /// The document of `event`.
    public init(_ event: PlaybackEvent) {
        self.event = event.kind
        player = event.player
        item = PlayedItemDocument(event.item)
        // The API takes whole numbers: the nearest.
        let whole = { (value: Double) in value.isFinite ? Int(value.rounded()) : -1 }
        switch event.position {
        case .seconds(let seconds, let duration)?:
            (position, self.duration, percent) = (whole(seconds), duration.map(whole), nil)
        case .percent(let percent)?:
            (position, duration, self.percent) = (nil, nil, whole(percent))
        case nil:
            (position, duration, percent) = (nil, nil, nil)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case event, player, item, position, duration, percent
    }

    /// Reads the event; `position`, `duration` and `percent` may be left out, never null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        event = try container.decode(PlaybackEvent.Kind.self, forKey: .event)
        player = try container.decode(String.self, forKey: .player)
        item = try container.decode(PlayedItemDocument.self, forKey: .item)
        position = try container.optional(Int.self, forKey: .position)
        duration = try container.optional(Int.self, forKey: .duration)
        percent = try container.optional(Int.self, forKey: .percent)
    }

    /// The event it reports: where the player is in seconds when it gives `position` (a
    /// percentage beside it is then left), else as `percent`, else not said.
    /// - Throws: ``PlaybackEventError/invalidPosition(_:)`` for a percentage outside 0 to 100,
    ///   even beside a position: the document allows no other.
    public func playbackEvent() throws(PlaybackEventError) -> PlaybackEvent {
        if let percent, !(0...100).contains(percent) { throw .invalidPosition("a percentage is from 0 to 100") }
        let place: PlaybackEvent.Position? = position.map { .seconds(Double($0), duration: duration.map(Double.init)) } ?? percent.map { .percent(Double($0)) }
        return PlaybackEvent(kind: event, item: item.item, player: player, position: place)
    }
}

/// A playback, as `GET /v1/progress` lists them and `POST /v1/playback` answers it.
public struct PlaybackProgressDocument: Codable, Sendable, Equatable {
    public let item: PlayedItemDocument
    public let player: String
    public let position: Double
    public let duration: Double?
    public let percent: Double
    public let state: PlaybackProgress.State
    public let watched: Bool
    public let updatedAt: Date

    /// The document of `progress`.
    public init(_ progress: PlaybackProgress) {
        item = PlayedItemDocument(progress.item)
        player = progress.player
        position = progress.position
        duration = progress.duration
        percent = progress.percent
        state = progress.state
        watched = progress.watched
        updatedAt = progress.updatedAt
    }

    /// The playback it describes.
    public var progress: PlaybackProgress {
        PlaybackProgress(
            item: item.item, player: player, position: position, duration: duration, percent: percent, state: state, watched: watched,
            updatedAt: updatedAt
        )
    }
}

/// The answer to `POST /v1/playback`.
public struct PlaybackReportDocument: Codable, Sendable, Equatable {
    public let playback: PlaybackProgressDocument
    public let resumeAt: Double?
    public let recorded: String?

    /// The document of `report`.
    public init(_ report: PlaybackReport) {
        playback = PlaybackProgressDocument(report.progress)
        resumeAt = report.resumeAt
        recorded = report.recorded
    }

    /// The report it describes.
    public var report: PlaybackReport {
        PlaybackReport(progress: playback.progress, resumeAt: resumeAt, recorded: recorded)
    }
}
