import AuthInterface
import Foundation
import WatchlistInterface

/// Where a media server's player is in a film or an episode, as its start, pause, progress and
/// stop events say: what a feature that follows playbacks in progress (Continue watching)
/// keeps. A finished play is one too (``State/finished``), so that it leaves that row. The
/// media server is the player: its clients are not told apart, for not every format names them.
public struct MediaServerPosition: Hashable, Sendable {
    /// What is played, as the media server names it.
    public enum Item: Hashable, Sendable {
        /// A film.
        case film(MovieReference)
        /// An episode.
        case episode(EpisodeReference)
    }

    /// What the event says of the playback.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// It began (or resumed after it ended watched).
        case started
        /// It goes on.
        case playing
        /// It is paused.
        case paused
        /// It stopped before the end: the media server does not count it played.
        case stopped
        /// It was played to the end: the hook records the viewing.
        case finished
    }

    /// The item.
    public let item: Item
    /// The media server it came from.
    public let server: MediaServer
    /// What the event says.
    public let state: State
    /// Seconds from the start, when the event says.
    public let seconds: Double?
    /// The item's length in seconds, when the event says.
    public let duration: Double?

    /// Creates one; a position or a length that is negative or not a number counts as none.
    public init(item: Item, server: MediaServer, state: State, seconds: Double?, duration: Double?) {
        self.item = item
        self.server = server
        self.state = state
        self.seconds = seconds.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.duration = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// `, at 30%` when the event says how far the play went, else nothing.
    public var percentText: String {
        guard let seconds, let duration else { return "" }
        return ", at \(Int((100 * min(seconds, duration) / duration).rounded()))%"
    }

    /// What the event says, as the hook's log reads it: `paused, at 30%`.
    public var description: String {
        switch state {
        case .started: "started\(percentText)"
        case .playing: "playing\(percentText)"
        case .paused: "paused\(percentText)"
        case .stopped: "stopped before the end\(percentText)"
        case .finished: "played to the end"
        }
    }
}

/// The extension point through which a feature follows media servers' playbacks in progress:
/// a feature contributes one, and the hooks hand it every position an event gives, after the
/// hook's own checks (its secret, its rate, its media user).
public protocol MediaServerPositionRecording: Sendable {
    /// Keeps `position` as the profile's; answers what was kept, for the hook's log
    /// (`kept at 42% for Continue watching`), or `nil` when nothing was.
    func record(_ position: MediaServerPosition, for profile: Profile.ID) async throws -> String?
}
