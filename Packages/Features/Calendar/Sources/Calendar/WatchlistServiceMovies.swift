import CalendarPorts
import WatchlistInterface

/// ``ListedMovies`` from the Watchlist feature's service: what `watchlist` and the server use.
public struct WatchlistServiceMovies: ListedMovies {
    private let list: any WatchlistService

    /// What `list` holds for the signed-in profile.
    public init(_ list: any WatchlistService) {
        self.list = list
    }

    public func unwatched() async throws -> [ListedMovie] {
        try await list.entries(filter: .unwatched, sort: .added).map { ListedMovie(id: $0.movieID.description, title: $0.title, year: $0.year) }
    }
}
