import MoviesInterface
import WebServer
import WebUI

/// The addresses of the other features' pages, which this dev app does not serve: each
/// answers with a page that says which feature and executable do.
struct OtherFeatures: MoviesWebLinks {
    static let logInPath = "/login"
    static let logOutPath = "/logout"

    func moviePage(_ id: MovieID) -> String { "/films/" + id.description }
    func searchPage(query: String?) -> String { "/search" }

    /// The fixture catalog's errors, answered as the Movies feature's Web module would: this dev
    /// app may not link it.
    struct Errors: HTTPErrorMapping {
        func answer(to error: any Error) -> HTTPErrorAnswer? {
            switch error {
            case MovieCatalogError.notFound: HTTPErrorAnswer(.notFound)
            case is MovieIDError: HTTPErrorAnswer(.badRequest)
            default: nil
            }
        }
    }

    static func routes() throws -> [WebRoute] {
        try DevSite.elsewhere([
            .init(.get, "/films/:id", "A film's page", feature: "Movies"), .init(.get, "/search", "The search page", feature: "Movies"),
            .init(.get, logInPath, "The log-in page", feature: "Auth"), .init(.post, logOutPath, "Logging out", feature: "Auth"),
        ], feature: "Watchlist")
    }
}
