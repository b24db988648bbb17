import AuthInterface
import Synchronization
import ScrobblingInterface

/// A ``MediaServerPositionRecording`` for the receiver's tests: it keeps every position it is
/// given, in order, to be read back. What Continue watching makes of them is the Playback
/// feature's, tested there and end to end through the server.
final class PositionLedger: MediaServerPositionRecording {
    private let kept = Mutex<[Profile.ID: [MediaServerPosition]]>([:])

    func record(_ position: MediaServerPosition, for profile: Profile.ID) async throws -> String? {
        kept.withLock { $0[profile, default: []].append(position) }
        return "kept \(position.state.rawValue)"
    }

    /// What the profile's positions were, in the order they came.
    func positions(for profile: Profile.ID) -> [MediaServerPosition] {
        kept.withLock { $0[profile] ?? [] }
    }
}
