import Foundation

/// One playback of an item on one player, as far as the player has reported it: where it is,
/// whether it ended as watched. Two players playing one item are two playbacks.
public struct PlaybackProgress: Hashable, Sendable {
    /// Where a playback stands.
    public enum State: String, Hashable, Sendable, Codable, CaseIterable {
        case playing, paused, stopped
    }

    /// What is played.
    public let item: PlayedItem
    /// The player's name, as it gives it.
    public let player: String
    /// Where it is, in seconds from the start.
    public let position: Double
    /// How long the item is, in seconds, when the player says.
    public let duration: Double?
    /// How far it is, from 0 to 100: the position over the duration, or as the player gave it.
    public let percent: Double
    /// Playing, paused or stopped.
    public let state: State
    /// Whether it ended watched, and was recorded: it is then no longer in progress.
    public let watched: Bool
    /// When the player last reported it.
    public let updatedAt: Date

    /// Creates one.
    public init(item: PlayedItem, player: String, position: Double, duration: Double?, percent: Double, state: State, watched: Bool, updatedAt: Date) {
        self.item = item
        self.player = player
        self.position = position
        self.duration = duration
        self.percent = percent
        self.state = state
        self.watched = watched
        self.updatedAt = updatedAt
    }

    /// Where it is as a clock reads it: `1:02:05`, `12:34`.
    public var clock: String {
        let total = Int(position)
        let (hours, minutes, seconds) = (total / 3_600, total / 60 % 60, total % 60)
        let tail = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds)"
        return hours > 0 ? "\(hours):\(tail)" : tail
    }
}
