import WebUI

/// The web page the server serves beside its API: the features' routes, the layout that
/// frames them, and how its cookies are set. The server's composition root makes it.
public struct WebSite: Sendable {
    /// Every feature's routes.
    public let routes: [WebRoute]
    /// The frame of every page.
    public let layout: Layout
    /// Where `/` goes for a signed-in profile.
    public let home: String
    /// The log-in page that a signed-out visitor is sent to, going on to `next` afterwards.
    public let logInPage: @Sendable (_ next: String?) -> String
    /// Whether cookies are `Secure` on every request (`--secure-cookies`), not only on those
    /// that came over TLS (`X-Forwarded-Proto: https` from a proxy in front).
    public let secureCookies: Bool
    /// The profile a request without a session signs in: a dev app's fixture profile, so that
    /// one feature's pages can be tried with no log-in page. `nil` on a real server.
    public let fixedViewer: Viewer?
    /// How the features' errors are answered: a page with their status and message.
    public let errors: [any HTTPErrorMapping]
    /// The images the server keeps (posters), served at `/images/<name>`; `nil` for none.
    public let images: (any StoredImages)?

    /// Creates the site.
    public init(
        routes: [WebRoute], layout: Layout, home: String, logInPage: @escaping @Sendable (String?) -> String, secureCookies: Bool,
        errors: [any HTTPErrorMapping], fixedViewer: Viewer? = nil, images: (any StoredImages)? = nil
    ) {
        self.images = images
        self.routes = routes
        self.layout = layout
        self.home = home
        self.logInPage = logInPage
        self.secureCookies = secureCookies
        self.fixedViewer = fixedViewer
        self.errors = errors
    }
}
