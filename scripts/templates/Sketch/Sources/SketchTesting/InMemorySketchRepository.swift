import SketchInterface
import SketchPorts
import Synchronization

/// A ``SketchRepository`` in memory, for tests and the dev app.
public final class InMemorySketchRepository: SketchRepository {
    private let stored: Mutex<[SketchItem]>

    /// Creates a repository holding `texts`, numbered in order.
    public init(texts: [String] = []) {
        stored = Mutex(texts.enumerated().map { SketchItem(number: $0.offset + 1, text: $0.element) })
    }

    public func items() -> [SketchItem] {
        stored.withLock { $0 }
    }

    public func append(_ text: String) -> SketchItem {
        stored.withLock { items in
            let item = SketchItem(number: (items.last?.number ?? 0) + 1, text: text)
            items.append(item)
            return item
        }
    }
}
