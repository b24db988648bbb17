/// What a player reports: that it started, paused, moved on or stopped an item, where.
public struct PlaybackEvent: Hashable, Sendable {
    /// The event.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case start, pause, progress, stop
    }

    /// Where the player is: seconds (with the item's length, when it knows it), or a
    /// percentage.
    public enum Position: Hashable, Sendable {
        case seconds(Double, duration: Double?)
        case percent(Double)
    }

    /// The event.
    public let kind: Kind
    /// The item.
    public let item: PlayedItem
    /// The player's name (`Kodi`, `mpv on the laptop`).
    public let player: String
    /// Where it is; `nil` when the player does not say (the last position stands).
    public let position: Position?

    /// Creates one.
    public init(kind: Kind, item: PlayedItem, player: String, position: Position?) {
        self.kind = kind
        self.item = item
        self.player = player
        self.position = position
    }
}

/// What the server did with an event.
public struct PlaybackReport: Hashable, Sendable {
    /// The playback as it now stands.
    public let progress: PlaybackProgress
    /// For a start: the last position of the same item in progress on another player, so that
    /// this one can resume there; `nil` when there is none.
    public let resumeAt: Double?
    /// For a stop past the threshold: what was recorded (`Heat (1995) on 2026-11-29`), or why
    /// nothing was (`no film in the catalog matches`, `recorded already`).
    public let recorded: String?

    /// Creates one.
    public init(progress: PlaybackProgress, resumeAt: Double? = nil, recorded: String? = nil) {
        self.progress = progress
        self.resumeAt = resumeAt
        self.recorded = recorded
    }
}

/// The playbacks a profile's players report: what the playback API and `watchlist progress`
/// use. Each method throws `AuthError.notLoggedIn` when no one is signed in.
public protocol PlaybackService: Sendable {
    /// Keeps what `event` says of its playback; records the item watched, once, when it stops
    /// at the threshold or past it.
    /// - Throws: ``PlaybackEventError`` for an event that cannot be true.
    func report(_ event: PlaybackEvent) async throws -> PlaybackReport
    /// The playbacks in progress (not watched, not at the start), newest first.
    func inProgress() async throws -> [PlaybackProgress]
}

/// Why an event was refused; nothing of it was kept.
public enum PlaybackEventError: Error, Equatable, CustomStringConvertible {
    /// The player's name is blank, or longer than 100 characters.
    case invalidPlayer
    /// The item's title is blank.
    case unnamedItem
    /// The item's year, season or episode number is not one there can be.
    case invalidItem(String)
    /// A position or a duration that is negative, not a number or longer than a week, or a
    /// percentage outside 0 to 100.
    case invalidPosition(String)

    public var description: String {
        switch self {
        case .invalidPlayer: "the player's name must be 1 to 100 characters"
        case .unnamedItem: "the item needs a title: the film's, or the episode's show's"
        case .invalidItem(let reason): "the item is not possible: \(reason)"
        case .invalidPosition(let reason): "the position is not possible: \(reason)"
        }
    }
}
