import Synchronization
import TVmaze

/// The episode lists TVmaze gave lately, as stills by place: a series page shows a season's
/// episodes at once, and each would otherwise read the whole list again. The last
/// ``capacity`` series are kept.
final class EpisodeStillLists: Sendable {
    /// An episode's season and number.
    struct Place: Hashable, Sendable {
        let season: Int
        let number: Int
    }

    /// How many series' lists are kept.
    static let capacity = 8

    private let lists = Mutex<[(series: String, stills: [Place: TVmazeImage])]>([])

    /// The stills of the series `imdb`, if its list was read lately.
    func stills(ofSeries imdb: String) -> [Place: TVmazeImage]? {
        lists.withLock { lists in lists.first { $0.series == imdb }?.stills }
    }

    /// Keeps `stills` as the list of the series `imdb`, forgetting the oldest past the capacity.
    func keep(_ stills: [Place: TVmazeImage], ofSeries imdb: String) {
        lists.withLock { lists in
            lists.removeAll { $0.series == imdb }
            lists.append((imdb, stills))
            if lists.count > Self.capacity { lists.removeFirst(lists.count - Self.capacity) }
        }
    }
}
