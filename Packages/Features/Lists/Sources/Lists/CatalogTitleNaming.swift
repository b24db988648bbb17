import ListsInterface
import ListsPorts
import MoviesInterface

/// ``TitleNaming`` over the app's catalogs: an IMDb id names the Movies feature's film first,
/// then a title of each provider of other kinds (the Series feature's), in order; a film
/// catalog's own id (`offline:1`, as `search` shows it) names that catalog's film. A film of
/// the catalog built from IMDb's datasets (`imdb:tt0068646`) is named by its IMDb id, so that
/// Radarr and the other formats that read IMDb ids read it. As ``TitleMatching``, it finds
/// the films' catalog's films by title and year.
public struct CatalogTitleNaming: TitleNaming, TitleMatching {
    /// A provider of titles of another kind, looked up by IMDb id: `OtherTitles`' or
    /// `OtherTitlesOnTheWeb`'s `title(imdbID:)`.
    public typealias Others = @Sendable (String) async throws -> OtherTitle?

    private let movies: any MovieService
    private let others: [Others]

    /// Names titles from `movies`, then from `others`.
    public init(movies: any MovieService, others: [Others]) {
        self.movies = movies
        self.others = others
    }

    public func title(_ titleID: String) async throws -> ListedTitle? {
        guard titleID.hasPrefix("tt") else { return try await film(titleID) }
        if let id = try await movies.movieID(imdbID: titleID) {
            let movie = try await movies.movie(id)
            return ListedTitle(titleID: titleID, kind: "film", title: movie.title, year: movie.year)
        }
        for other in others {
            if let title = try await other(titleID) {
                return ListedTitle(titleID: titleID, kind: title.kind, title: title.title, year: title.startYear)
            }
        }
        return nil
    }

    /// The film of a catalog's own id (`offline:1`, `12`), named by its id as `search` shows it.
    private func film(_ reference: String) async throws -> ListedTitle? {
        guard let id = try? movies.movieID(parsing: reference) else { return nil }
        do {
            let movie = try await movies.movie(id)
            return ListedTitle(titleID: Self.titleID(of: movie.id), kind: "film", title: movie.title, year: movie.year)
        } catch MovieCatalogError.notFound {
            return nil
        }
    }

    public func films(titled title: String, year: Int?) async throws -> [ListedTitle] {
        try await movies.movies(titled: title, year: year).map { ListedTitle(titleID: Self.titleID(of: $0.id), kind: "film", title: $0.title, year: $0.year) }
    }

    /// How a list names a film: by its IMDb id when its catalog's ids are IMDb's, else by its
    /// catalog's id as `search` shows it.
    static func titleID(of id: MovieID) -> String {
        id.source == .imdb && id.value.hasPrefix("tt") ? id.value : id.description
    }
}
