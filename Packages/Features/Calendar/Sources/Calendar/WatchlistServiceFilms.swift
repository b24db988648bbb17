import CalendarPorts
import WatchlistInterface

/// ``ListedFilms`` from the Watchlist feature's service: what `watchlist` and the server use.
public struct WatchlistServiceFilms: ListedFilms {
    private let list: any WatchlistService

    /// What `list` holds for the signed-in profile.
    public init(_ list: any WatchlistService) {
        self.list = list
    }

    public func unwatched() async throws -> [ListedFilm] {
        try await list.entries(filter: .unwatched, sort: .added).map { ListedFilm(id: $0.movieID.description, title: $0.title, year: $0.year) }
    }
}
