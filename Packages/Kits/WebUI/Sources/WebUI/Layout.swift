/// The frame of every page: the head (styles, the script, the web app manifest), the
/// navigation, who is signed in with a log-out form, a notice, and the page's content.
/// The server's composition root gives it the navigation, since it alone knows every feature.
public struct Layout: Sendable {
    /// An entry of the navigation.
    public struct Link: Sendable {
        /// What it says.
        public let title: String
        /// Where it goes.
        public let path: String
        /// The ``Page/section`` of the pages it leads to, to mark the current one.
        public let section: String

        /// Creates one.
        public init(title: String, path: String, section: String) {
            self.title = title
            self.path = path
            self.section = section
        }
    }

    private let logInPage: String
    private let logOutAction: String
    private let templates: Templates
    /// The navigation rendered once for each section (and for none): the same for every
    /// request, so a page renders only its own values.
    private let navigations: [String: String]
    private let navigationOfNoSection: String

    /// Creates the layout.
    /// - Parameters:
    ///   - navigation: The navigation shown to a signed-in profile.
    ///   - logInPage: Where the "Log in" link goes.
    ///   - logOutAction: Where the log-out form posts.
    public init(navigation: [Link], logInPage: String, logOutAction: String) throws(TemplateError) {
        self.logInPage = logInPage
        self.logOutAction = logOutAction
        let templates = try Templates(["layout": Self.source, "navigation": Self.navigationSource])
        self.templates = templates
        func render(current: String?) throws(TemplateError) -> String {
            let links = navigation.map { link -> [String: Any] in ["title": link.title, "path": link.path, "current": link.section == current] }
            return try templates.render("navigation", ["links": links]).text
        }
        var navigations: [String: String] = [:]
        for section in Set(navigation.map(\.section)) { navigations[section] = try render(current: section) }
        self.navigations = navigations
        navigationOfNoSection = try render(current: nil)
    }

    /// `page` in the frame, as the whole document.
    public func render(_ page: Page, viewer: Viewer?, csrfToken: String, notice: String?) throws(TemplateError) -> String {
        var context: [String: Any] = [
            "title": page.title, "body": page.body.text, "csrf": csrfToken, "logInPage": logInPage, "logOutAction": logOutAction,
        ]
        if let viewer {
            context["viewer"] = ["name": viewer.name]
            context["navigation"] = page.section.flatMap { navigations[$0] } ?? navigationOfNoSection
        }
        if let notice { context["notice"] = notice }
        return try templates.render("layout", context).text
    }

    private static let navigationSource = """
    <nav>{{#links}}<a href="{{path}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a>{{/links}}</nav>
    """

    private static let source = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{title}} · Watchlist</title>
    <link rel="stylesheet" href="\(Assets.stylesPath)">
    <link rel="manifest" href="\(Assets.manifestPath)">
    <link rel="icon" href="\(Assets.iconPath)" type="image/svg+xml">
    <meta name="theme-color" content="#1d3557">
    <script src="\(Assets.scriptPath)" defer></script>
    </head>
    <body>
    <header class="top">
    <a class="brand" href="/">Watchlist</a>
    {{#viewer}}
    {{{navigation}}}
    <form class="session" method="post" action="{{logOutAction}}">{{> csrf}}<span class="viewer">{{name}}</span> <button>Log out</button></form>
    {{/viewer}}
    {{^viewer}}<nav><a href="{{logInPage}}">Log in</a></nav>{{/viewer}}
    </header>
    <main id="main">
    {{#notice}}<p class="notice" role="status">{{notice}}</p>{{/notice}}
    <h1>{{title}}</h1>
    {{{body}}}
    </main>
    </body>
    </html>
    """
}
