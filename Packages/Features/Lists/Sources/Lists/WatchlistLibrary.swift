import Foundation
import ListsInterface
import ListsPorts
import MoviesInterface
import WatchlistInterface

/// ``TitleLibrary`` over the Watchlist feature's films (each film a profile keeps, on its
/// watchlist or watched, with whether it was watched and its rating) and the Movies feature's stored details
/// of them (genres, running time), each read in one go however many films there are.
public struct WatchlistLibrary: TitleLibrary {
    /// The watchlist of the profile with an id; nil when there is no such profile.
    public typealias Watchlists = @Sendable (UUID) async throws -> (any WatchlistService)?

    private let watchlists: Watchlists
    private let stored: any StoredMovies

    /// Reads the films of `watchlists`, their details from `stored`.
    public init(watchlists: @escaping Watchlists, stored: any StoredMovies) {
        self.watchlists = watchlists
        self.stored = stored
    }

    public func titles(of profile: UUID) async throws -> [LibraryTitle] {
        guard let watchlist = try await watchlists(profile) else { return [] }
        // A film watched is on the watchlist too (`markWatched` puts it there), so its entries
        // are every film the profile keeps, each with its rating as the watchlist shows it.
        let films = try await watchlist.entries(filter: .all, sort: .added)
        let facts = try await stored.facts(of: films.map(\.movieID))
        return films.map { film in
            let fact = facts[film.movieID]
            return LibraryTitle(
                title: ListedTitle(titleID: CatalogTitleNaming.titleID(of: film.movieID), kind: "film", title: film.title, year: film.year),
                genres: fact?.genres ?? [], runtimeMinutes: fact?.runtimeMinutes, watched: film.isWatched, rating: film.rating
            )
        }
    }
}
