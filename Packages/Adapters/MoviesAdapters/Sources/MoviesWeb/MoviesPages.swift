import Foundation
import MoviesInterface
import WebUI

/// The Movies feature's web pages: search the server's catalog, with the typo suggestions
/// the CLI gives, and a film's page. Each film can be added to the list through the form
/// ``MoviePageActions`` points at, which belongs to another feature.
public struct MoviesPages: Sendable {
    /// The search page.
    public static let searchPath = "/search"
    /// The prefix of a film's page.
    public static let filmPathPrefix = "/films/"
    /// This feature's entries in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Search", path: searchPath, section: "search")]
    /// The most results a search shows.
    static let resultLimit = 25

    private let movies: any MovieService
    private let actions: any MoviePageActions
    private let others: [any OtherTitlesOnTheWeb]
    private let templates: Templates
    private let posters: any Posters
    private let details = MovieDetails()

    /// Creates the pages on `movies`; their add forms post where `actions` says, and the search
    /// lists `others` (series) beside films, each provider's under its heading; every title
    /// has its poster from `posters`.
    public init(
        movies: any MovieService, actions: any MoviePageActions, others: [any OtherTitlesOnTheWeb] = [], posters: any Posters = PlaceholderPosters()
    ) throws(TemplateError) {
        self.posters = posters
        self.movies = movies
        self.actions = actions
        self.others = others
        templates = try Templates(MoviesTemplates.sources)
    }

    /// The page of the film `id`.
    public static func moviePage(_ id: MovieID) -> String {
        filmPathPrefix + (id.description.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(.init(charactersIn: "/"))) ?? "")
    }

    /// The search page, with results for `query`.
    public static func searchPage(query: String?) -> String {
        guard let query, let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) else { return searchPath }
        return searchPath + "?q=" + encoded
    }

    /// The routes.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.searchPath) { request in .page(try await search(request)) },
            WebRoute(.get, Self.filmPathPrefix + ":id") { request in .page(try await film(request)) },
        ]
    }

    private func search(_ request: WebRequest) async throws -> Page {
        let query = request.query["q"]
        let year = try request.query.integer("year", in: 1870...2200, label: "the year")
        var context: [String: Any] = ["action": Self.searchPath, "query": query ?? "", "year": year.map(String.init) ?? "", "add": actions.addToListAction]
        if let query {
            let results = try await movies.search(query, year: year, limit: Self.resultLimit)
            context["searched"] = true
            context["results"] = await rows(results)
            context["hasResults"] = !results.isEmpty
            var sections: [[String: Any]] = []
            var listed = 0
            for provider in others where listed < Self.resultLimit {
                let found = try await provider.search(query, limit: Self.resultLimit - listed).filter { year == nil || $0.startYear == year }
                guard !found.isEmpty else { continue }
                listed += found.count
                var titles: [[String: Any]] = []
                for title in found {
                    var row: [String: Any] = ["title": title.title, "kind": title.kind, "years": title.years ?? "", "page": provider.page(of: title)]
                    // The provider names the kind; a kind that has no posters shows none.
                    if let kind = PosterSubject.Kind(rawValue: title.kind) {
                        row["poster"] = await posters.poster(of: PosterSubject(id: title.id, title: title.title, kind: kind)).context
                    }
                    titles.append(row)
                }
                sections.append(["heading": provider.heading, "titles": titles])
            }
            context["others"] = sections
            context["hasOthers"] = !sections.isEmpty
            if results.isEmpty {
                let suggestions = try await movies.suggestions(query, year: year, limit: 5)
                context["suggestions"] = await rows(suggestions)
                context["hasSuggestions"] = !suggestions.isEmpty
            }
        }
        return Page(title: query.map { "Search: \($0)" } ?? "Search", body: try templates.render("search", context, for: request), section: "search")
    }

    private func film(_ request: WebRequest) async throws -> Page {
        let id = try movies.movieID(parsing: try request.parameter("id"))
        let film = try await details.film(id) {
            let movie = try await movies.movie(id)
            let context: [String: Any] = [
                "id": movie.id.description, "year": movie.year.map(String.init) ?? "", "genres": movie.genres.joined(separator: ", "),
                "runtime": movie.runtimeMinutes.map { "\($0) minutes" } ?? "", "director": movie.director ?? "",
                "cast": movie.cast.prefix(12).map { ["name": $0.name, "character": $0.character] }, "hasCast": !movie.cast.isEmpty,
            ]
            return MovieDetails.Page(name: movie.title, title: movie.year.map { "\(movie.title) (\($0))" } ?? movie.title, details: try templates.render("filmDetails", context))
        }
        let poster = await posters.poster(of: PosterSubject(id: id.description, title: film.name, kind: .film))
        let context: [String: Any] = [
            "id": id.description, "details": film.details.text, "add": actions.addToListAction, "watched": actions.watchedAction, "poster": poster.context,
        ]
        return Page(title: film.title, body: try templates.render("filmAdd", context, for: request), section: "search")
    }

    /// The search's rows of `summaries`, each with its poster.
    private func rows(_ summaries: [MovieSummary]) async -> [[String: Any]] {
        var rows: [[String: Any]] = []
        for summary in summaries {
            let facts = [summary.year.map(String.init), summary.director, summary.runtimeMinutes.map { "\($0) min" }].compactMap { $0 }
            let poster = await posters.poster(of: PosterSubject(id: summary.id.description, title: summary.title, kind: .film))
            rows.append([
                "id": summary.id.description, "title": summary.title, "facts": facts.joined(separator: " · "), "page": Self.moviePage(summary.id),
                "poster": poster.context,
            ])
        }
        return rows
    }
}
