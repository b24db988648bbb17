import MoviesInterface
import Observation
import WatchlistInterface

/// The ``WatchlistStore`` the app uses: state loaded from a ``WatchlistService``.
@MainActor
@Observable
public final class LiveWatchlistStore: WatchlistStore {
    public private(set) var entries: [WatchlistEntry] = []
    public private(set) var profileName: String?
    public private(set) var status: StoreStatus?

    @ObservationIgnored private let service: any WatchlistService

    /// Creates a store; call ``reload()`` to load.
    public init(service: any WatchlistService) {
        self.service = service
    }

    public func reload() async {
        do {
            profileName = try service.currentProfile()?.name
            entries = profileName == nil ? [] : try service.entries(filter: .all, sort: .added)
        } catch {
            status = StoreStatus("\(error)", isProblem: true)
        }
    }

    public func markWatched(_ movieID: MovieID, rating: Int?) async {
        await perform {
            let entry = try service.markWatched(movieID, rating: rating)
            return "Marked \(entry.title) watched" + (entry.rating.map { ", rated \($0)/10." } ?? ".")
        }
    }

    public func remove(_ movieID: MovieID) async {
        await perform {
            let title = entries.first { $0.movieID == movieID }?.title ?? movieID.description
            try service.remove(movieID)
            return "Removed \(title)."
        }
    }

    private func perform(_ action: () throws -> String) async {
        do {
            status = StoreStatus(try action())
        } catch {
            status = StoreStatus("\(error)", isProblem: true)
        }
        await reload()
    }
}
