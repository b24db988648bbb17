import AuthInterface
import MoviesInterface
import WatchlistWeb
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
        let templates = try Templates(["elsewhere": "<p>{{what}} belongs to the {{feature}} feature; watchlist-server serves it. This dev app serves the Watchlist feature's pages alone.</p>"])
        func elsewhere(_ method: WebRoute.Method, _ path: String, _ what: String, _ feature: String) -> WebRoute {
            WebRoute(method, path, access: .anyone) { _ in
                .page(Page(title: "Not in this dev app", body: try templates.render("elsewhere", ["what": what, "feature": feature]), status: 404))
            }
        }
        return [
            elsewhere(.get, "/films/:id", "A film's page", "Movies"), elsewhere(.get, "/search", "The search page", "Movies"),
            elsewhere(.get, logInPath, "The log-in page", "Auth"), elsewhere(.post, logOutPath, "Logging out", "Auth"),
        ]
    }
}

/// Accounts that know no session: the dev app signs in its fixture profile without one.
struct NoAccounts: TokenAuthenticating {
    func signUp(name: String, password: String) async throws -> IssuedToken { throw AuthError.signUpsClosed }
    func logIn(name: String, password: String) async throws -> IssuedToken { throw AuthError.invalidCredentials }
    func issuedToken(_ token: String) async throws -> IssuedToken? { nil }
    func logOut(token: String) async throws {}
}
