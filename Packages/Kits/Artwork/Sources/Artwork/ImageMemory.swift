import Synchronization
import WebUI

/// Kept images' bytes in memory, the most recently read kept within a byte limit: an image a
/// page shows is served without a disk read and without waiting on the store's actor.
final class ImageMemory: Sendable {
    private struct State {
        var images: [String: StoredImage] = [:]
        /// Names, the least recently read first.
        var order: [String] = []
        var bytes = 0
    }

    private let state = Mutex(State())
    private let limit: Int

    /// Keeps at most `limit` bytes of images.
    init(limit: Int) {
        self.limit = limit
    }

    func image(named name: String) -> StoredImage? {
        state.withLock { $0.images[name] }
    }

    /// Keeps `image` under `name`, forgetting the least recently kept past the limit.
    func keep(_ image: StoredImage, named name: String) {
        guard image.bytes.count <= limit else { return }
        state.withLock { state in
            guard state.images[name] == nil else { return }
            state.images[name] = image
            state.order.append(name)
            state.bytes += image.bytes.count
            while state.bytes > limit, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                state.bytes -= state.images.removeValue(forKey: oldest)?.bytes.count ?? 0
            }
        }
    }

    /// Forgets `names`, removed from disk.
    func forget(_ names: [String]) {
        state.withLock { state in
            for name in names {
                guard let image = state.images.removeValue(forKey: name) else { continue }
                state.bytes -= image.bytes.count
                state.order.removeAll { $0 == name }
            }
        }
    }
}
