import Foundation
import PlaybackInterface
import PlaybackPorts
import Synchronization

/// ``PlaybackProgressRepository`` in memory, for tests and the dev app.
public final class InMemoryPlaybackProgressRepository: PlaybackProgressRepository {
    private struct Key: Hashable {
        let profile: UUID, player: String, item: String
    }

    private let playbacks = Mutex<[Key: PlaybackProgress]>([:])

    /// An empty repository.
    public init() {}

    public func playback(of profile: UUID, player: String, key: String) -> PlaybackProgress? {
        playbacks.withLock { $0[Key(profile: profile, player: player, item: key)] }
    }

    public func save(_ progress: PlaybackProgress, for profile: UUID) {
        playbacks.withLock { $0[Key(profile: profile, player: progress.player, item: progress.item.key)] = progress }
    }

    public func inProgress(of profile: UUID) -> [PlaybackProgress] {
        playbacks.withLock { playbacks in
            playbacks.filter { $0.key.profile == profile && !$0.value.watched && $0.value.position > 0 }.map(\.value)
                .sorted { $0.updatedAt > $1.updatedAt }
        }
    }
}

/// ``ViewingRecording`` that keeps what it was asked to record, and records each playback once.
public final class RecordedViewings: ViewingRecording {
    private let recorded = Mutex<[(item: PlayedItem, playback: String)]>([])

    /// Nothing recorded yet.
    public init() {}

    /// What was recorded, in order.
    public var items: [PlayedItem] { recorded.withLock { $0.map(\.item) } }

    public func record(_ item: PlayedItem, at date: Date, playback: String, player: String, for profile: UUID) -> String {
        recorded.withLock { recorded in
            guard !recorded.contains(where: { $0.playback == playback }) else { return "recorded already" }
            recorded.append((item, playback))
            return "recorded \(item.label)"
        }
    }
}
