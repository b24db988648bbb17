import MoviesInterface
import WatchlistInterface

/// Finds the catalog's film for each film another service names, and never guesses:
///
/// 1. by id: an IMDb id through the catalog (the built IMDb catalog by its own ids, TMDB
///    through its find endpoint), a TMDB id when TMDB is the catalog;
/// 2. then by title and year: the one film of that exact title (case, accents and punctuation
///    aside) and year.
///
/// Several films of that title and year are ambiguous; none is not found, listing the films of
/// that title in other years as candidates. Each distinct film is looked up once.
package struct HistoryMatcher {
    /// What a film named elsewhere matched.
    package enum Match: Hashable {
        case found(MovieSummary)
        case unmatched(UnmatchedRow.Problem, candidates: [MovieSummary])
    }

    private let movies: any MovieService
    private var known: [MovieReference: Match] = [:]

    package init(movies: any MovieService) {
        self.movies = movies
    }

    /// The match for `film`, from the catalog the first time.
    package mutating func match(_ film: MovieReference) async throws -> Match {
        if let match = known[film] { return match }
        let match = try await lookUp(film)
        known[film] = match
        return match
    }

    private func lookUp(_ film: MovieReference) async throws -> Match {
        if let imdbID = film.imdbID, let id = try await movies.movieID(imdbID: imdbID) {
            return .found(MovieSummary(id: id, title: film.title, year: film.year))
        }
        if let tmdbID = film.tmdbID, movies.catalogSource == .tmdb, let id = try? MovieID(parsing: tmdbID, defaultSource: .tmdb), id.source == .tmdb {
            return .found(MovieSummary(id: id, title: film.title, year: film.year))
        }
        let sameTitle = try await movies.movies(titled: film.title, year: film.year)
        if sameTitle.count == 1, let only = sameTitle.first { return .found(only) }
        if sameTitle.count > 1 { return .unmatched(.ambiguous, candidates: sameTitle) }
        let otherYears = film.year == nil ? [] : try await movies.movies(titled: film.title, year: nil)
        return .unmatched(.notFound, candidates: Array(otherYears.prefix(5)))
    }
}
