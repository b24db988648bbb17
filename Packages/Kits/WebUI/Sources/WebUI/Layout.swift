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

    /// The frame for each section of the navigation a signed-in profile sees (and for none),
    /// and the frame for a visitor: rendered once, since only the request's values differ.
    private let signedInFrames: [String: LayoutFrame]
    private let signedInFrameOfNoSection: LayoutFrame
    private let visitorFrame: LayoutFrame

    /// Creates the layout.
    /// - Parameters:
    ///   - navigation: The navigation shown to a signed-in profile.
    ///   - logInPage: Where the "Log in" link goes.
    ///   - logOutAction: Where the log-out form posts.
    public init(navigation: [Link], logInPage: String, logOutAction: String) throws(TemplateError) {
        let templates = try Templates(["layout": Self.source, "navigation": Self.navigationSource])
        var context: [String: Any] = ["logInPage": logInPage, "logOutAction": logOutAction]
        for slot in LayoutFrame.Slot.allCases where slot != .viewer { context[slot.rawValue] = slot.marker }
        func frame(current: String??) throws(TemplateError) -> LayoutFrame {
            var context = context
            if let current {
                let links = navigation.map { link -> [String: Any] in ["title": link.title, "path": link.path, "current": link.section == current] }
                context["viewer"] = ["name": LayoutFrame.Slot.viewer.marker]
                context["navigation"] = try templates.render("navigation", ["links": links]).text
            }
            return LayoutFrame(rendered: try templates.render("layout", context).text)
        }
        var signedInFrames: [String: LayoutFrame] = [:]
        for section in Set(navigation.map(\.section)) { signedInFrames[section] = try frame(current: .some(section)) }
        self.signedInFrames = signedInFrames
        signedInFrameOfNoSection = try frame(current: .some(nil))
        visitorFrame = try frame(current: nil)
    }

    /// `page` in the frame, as the whole document.
    public func render(_ page: Page, viewer: Viewer?, csrfToken: String, notice: String?) -> String {
        let frame = viewer == nil ? visitorFrame : page.section.flatMap { signedInFrames[$0] } ?? signedInFrameOfNoSection
        return frame.render([
            .title: page.title, .csrf: csrfToken, .viewer: viewer?.name ?? "", .body: page.body.text,
            .notice: notice.map { #"<p class="notice" role="status">"# + LayoutFrame.escaped($0) + "</p>" } ?? "",
        ])
    }

    private static let navigationSource = """
    <nav>{{#links}}<a href="{{path}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a>{{/links}}</nav>
    """

    /// The document, rendered once for each frame with the slots' markers as values.
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
    {{{notice}}}
    <h1>{{title}}</h1>
    {{{body}}}
    </main>
    </body>
    </html>
    """
}
