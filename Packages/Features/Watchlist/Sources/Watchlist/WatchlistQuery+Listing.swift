import Foundation
import WatchlistInterface

extension WatchlistFilter {
    /// Whether `entry` passes.
    func includes(_ entry: WatchlistEntry) -> Bool {
        switch self {
        case .all: true
        case .watched: entry.isWatched
        case .unwatched: !entry.isWatched
        }
    }
}

extension WatchlistSort {
    /// `entries` in this order; ties keep the order of addition.
    func sorted(_ entries: [WatchlistEntry]) -> [WatchlistEntry] {
        let byAdded = entries.sorted { $0.addedAt < $1.addedAt }
        switch self {
        case .added:
            return byAdded
        case .title:
            return byAdded.sortedStably { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        case .year:
            return byAdded.sortedStably { ($0.year ?? .max) < ($1.year ?? .max) }
        case .rating:
            return byAdded.sortedStably { ($0.rating ?? 0) > ($1.rating ?? 0) }
        }
    }
}

extension Array {
    /// Sorted by `areInIncreasingOrder`, keeping the current order of equal elements.
    fileprivate func sortedStably(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated()
            .sorted { areInIncreasingOrder($0.element, $1.element) || (!areInIncreasingOrder($1.element, $0.element) && $0.offset < $1.offset) }
            .map(\.element)
    }
}
