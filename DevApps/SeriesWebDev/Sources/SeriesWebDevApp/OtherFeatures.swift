import WebServer
import WebUI

/// The addresses of the other features' pages, which this dev app does not serve: each
/// answers with a page that says which feature and executable do.
enum OtherFeatures {
    static let logInPath = "/login"
    static let logOutPath = "/logout"

    static func routes() throws -> [WebRoute] {
        try DevSite.elsewhere([
            .init(.get, "/list", "The list page", feature: "Watchlist"), .init(.get, "/films/:id", "A film's page", feature: "Movies"),
            .init(.get, "/search", "The search page", feature: "Movies"),
            .init(.get, logInPath, "The log-in page", feature: "Auth"), .init(.post, logOutPath, "Logging out", feature: "Auth"),
        ], feature: "Series")
    }
}
