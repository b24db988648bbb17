import SeriesInterface
import SeriesPorts
import Synchronization

/// A ``SeriesRepository`` in memory, for tests and the dev app.
public final class InMemorySeriesRepository: SeriesRepository {
    private let stored: Mutex<[SeriesItem]>

    /// Creates a repository holding `texts`, numbered in order.
    public init(texts: [String] = []) {
        stored = Mutex(texts.enumerated().map { SeriesItem(number: $0.offset + 1, text: $0.element) })
    }

    public func items() -> [SeriesItem] {
        stored.withLock { $0 }
    }

    public func append(_ text: String) -> SeriesItem {
        stored.withLock { items in
            let item = SeriesItem(number: (items.last?.number ?? 0) + 1, text: text)
            items.append(item)
            return item
        }
    }
}
