import Foundation
import MoviesInterface
import WatchlistInterface

extension PickFilter {
    /// Whether the film on the list, with the details known of it, passes.
    func admits(_ entry: WatchlistEntry, details movie: Movie?) -> Bool {
        if let genre, movie?.genres.contains(where: { $0.caseInsensitiveCompare(genre) == .orderedSame }) != true { return false }
        if let maximumRuntime, (movie?.runtimeMinutes).map({ $0 <= maximumRuntime }) != true { return false }
        if let years, (entry.year ?? movie?.year).map(years.contains) != true { return false }
        return true
    }
}
