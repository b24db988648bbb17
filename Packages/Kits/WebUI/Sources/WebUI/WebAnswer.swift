import Foundation

/// What a feature's page answers.
public enum WebAnswer: Sendable {
    /// A page, put in the layout.
    case page(Page)
    /// Go to `path` (303 See Other, the answer to a form), with a short notice to show there.
    case redirect(to: String, notice: String? = nil)
    /// A file to save.
    case download(Download)
    /// A session began (log-in, sign-up): keep `session` in a cookie, then go to `path`.
    case signIn(IssuedSession, then: String)
    /// The session ended (log-out): forget the cookie, then go to `path`.
    case signOut(then: String)
    /// An event stream that says `changed` whenever what `topic` names changes.
    case changes(ChangeTopic)
}

/// A page's title and its content, without the layout.
public struct Page: Sendable {
    /// The title, in the window's title bar and as the page's heading.
    public let title: String
    /// The content.
    public let body: HTML
    /// The HTTP status: 200, or the status of an error the page explains.
    public let status: Int
    /// The section of the navigation it belongs to.
    public let section: String?

    /// Creates a page.
    public init(title: String, body: HTML, status: Int = 200, section: String? = nil) {
        self.title = title
        self.body = body
        self.status = status
        self.section = section
    }
}

/// A download.
public struct Download: Sendable {
    /// The name to save it under.
    public let filename: String
    /// Its media type.
    public let contentType: String
    /// Its bytes.
    public let bytes: [UInt8]

    /// Creates one.
    public init(filename: String, contentType: String, bytes: [UInt8]) {
        self.filename = filename
        self.contentType = contentType
        self.bytes = bytes
    }
}

/// A session a log-in or a sign-up began.
public struct IssuedSession: Sendable {
    /// The secret the cookie carries.
    public let token: String
    /// When it stops working.
    public let expiresAt: Date

    /// Creates one.
    public init(token: String, expiresAt: Date) {
        self.token = token
        self.expiresAt = expiresAt
    }
}

/// What a page's live updates follow.
public enum ChangeTopic: Hashable, Sendable {
    /// The list of the profile with this id.
    case list(owner: UUID)
    /// Any list: a shared list, whose owner's id the page does not know.
    case anyList
    /// Whom tokens sign in: a profile disabled or enabled.
    case everyToken
}

/// Markup that a template rendered, escaping what it inserted; the only kind of text a page
/// puts into another page unescaped.
public struct HTML: Sendable, Hashable {
    /// The markup.
    public let text: String

    /// Wraps markup that a template rendered.
    init(rendered text: String) {
        self.text = text
    }

    /// `parts` one after the other, a line each: markup made of markup, with no template.
    public init(lines parts: [HTML]) {
        text = parts.map(\.text).joined(separator: "\n")
    }
}
