import MoviesInterface
import Observation
import WatchlistInterface
import WatchlistPorts

/// The ``WatchlistScreenModel`` the app uses: state loaded from a ``WatchlistService``, reloaded
/// when its ``WatchlistChangeSource`` reports a change made by another process.
@MainActor
@Observable
public final class ServiceWatchlistScreenModel: WatchlistScreenModel {
    public private(set) var entries: [WatchlistEntry] = []
    public private(set) var profileName: String?
    public private(set) var status: ScreenStatus?

    @ObservationIgnored private let service: any WatchlistService
    @ObservationIgnored private let changes: (any WatchlistChangeSource)?

    /// Creates a screen model; call ``reload()`` to load. `changes` reports changes made outside
    /// this process; `nil` when nothing else can reach the list (an in-memory repository).
    public init(service: any WatchlistService, changes: (any WatchlistChangeSource)?) {
        self.service = service
        self.changes = changes
    }

    /// Loads the profile and its list. Only values that differ are assigned, so a reload
    /// that finds nothing new (another table changed, or this process's own write) does not
    /// make an observing screen draw again.
    public func reload() async {
        do {
            let name = try await service.currentProfile()?.name
            let loaded = name == nil ? [] : try await service.entries(filter: .all, sort: .added)
            if name != profileName { profileName = name }
            if loaded != entries { entries = loaded }
        } catch {
            show(ScreenStatus("\(error)", isProblem: true))
        }
    }

    public func followExternalChanges() async {
        guard let changes else { return }
        do {
            for try await _ in changes.changes() { await reload() }
        } catch {
            guard !Task.isCancelled else { return }
            show(ScreenStatus("The list stopped updating by itself (\(error)). Go back and open it again to reload it.", isProblem: true))
        }
    }

    public func markWatched(_ movieID: MovieID, rating: Int?) async {
        await perform {
            let (entry, _) = try await service.markWatched(movieID, on: nil, rating: rating, review: nil)
            return "Marked \(entry.title) watched" + (rating.map { ", rated \($0)/10." } ?? ".")
        }
    }

    public func remove(_ movieID: MovieID) async {
        await perform {
            let title = entries.first { $0.movieID == movieID }?.title ?? movieID.description
            try await service.remove(movieID)
            return "Removed \(title)."
        }
    }

    /// An action's outcome always shows, even when it reads as the last one did.
    private func perform(_ action: () async throws -> String) async {
        do {
            status = ScreenStatus(try await action())
        } catch {
            status = ScreenStatus("\(error)", isProblem: true)
        }
        await reload()
    }

    private func show(_ newStatus: ScreenStatus) {
        if newStatus != status { status = newStatus }
    }
}
