import Foundation
import PlaybackInterface
import PlaybackPorts
import Synchronization

/// A ``PlaybackRepository`` in memory, for tests and the dev app.
public final class InMemoryPlaybackRepository: PlaybackRepository {
    /// The profile that `init(texts:)`'s items belong to: the fixture profile's id, as
    /// AuthTesting's `Profile.fixture` has it.
    public static let fixtureProfile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

    private let stored: Mutex<[UUID: [PlaybackItem]]>

    /// Creates a repository holding `texts` for ``fixtureProfile``, numbered in order.
    public init(texts: [String] = []) {
        stored = Mutex([Self.fixtureProfile: texts.enumerated().map { PlaybackItem(number: $0.offset + 1, text: $0.element) }])
    }

    public func items(for profile: UUID) -> [PlaybackItem] {
        stored.withLock { $0[profile] ?? [] }
    }

    public func append(_ text: String, for profile: UUID) -> PlaybackItem {
        stored.withLock { stored in
            let item = PlaybackItem(number: (stored[profile]?.last?.number ?? 0) + 1, text: text)
            stored[profile, default: []].append(item)
            return item
        }
    }
}
