import AuthInterface
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ReadCache
import WebUI

/// Turns what a page answered into an HTTP response with the headers every page has: a
/// `Content-Security-Policy` that allows only this site's own script and styles (no inline
/// script at all), no framing, no sniffing, no caching of signed-in pages.
struct WebAnswers: Sendable {
    /// What every response of one request shares: its cookies' settings and the forgery token.
    struct Frame {
        let request: Request
        /// The request's cookies, parsed once.
        let cookies: Cookies
        let forgeryToken: String
        /// Whether the browser must be given the token's cookie.
        let newForgeryToken: Bool
    }

    let site: WebSite
    let accounts: any TokenAuthenticating
    let cache: ReadCache

    static let securityPolicy = [
        "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
        "manifest-src 'self'", "worker-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'",
    ].joined(separator: "; ")

    func response(to answer: WebAnswer, frame: Frame, viewer: Viewer?) async throws -> Response {
        switch answer {
        case .page(let page):
            return try html(page, frame: frame, viewer: viewer)
        case .redirect(let path, let notice):
            return redirect(to: path, request: frame.request, notice: notice)
        case .download(let download):
            var headers = Self.headers(contentType: download.contentType)
            headers[.contentDisposition] = "attachment; filename=\"\(download.filename.filter { $0.isLetter || $0.isNumber || "-_.".contains($0) })\""
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: download.bytes)))
        case .signIn(let session, let path):
            var response = redirect(to: path, request: frame.request, notice: nil)
            response.setCookie(WebCookies(request: frame.request, always: site.secureCookies).session(session.token, expiresAt: session.expiresAt))
            return response
        case .signOut(let path):
            if let token = frame.cookies[WebCookies.session]?.value, WebCookies.isWellFormed(token) {
                try await cache.afterWriting(.everyToken) { try await accounts.logOut(token: token) }
            }
            var response = redirect(to: path, request: frame.request, notice: "You are logged out.")
            response.setCookie(WebCookies(request: frame.request, always: site.secureCookies).forget(WebCookies.session))
            return response
        case .changes(let topic):
            return ChangeEvents.response(topic: topic, cache: cache)
        }
    }

    /// A page that says what went wrong: a feature's error with its status, else 500, logged.
    func problem(_ error: any Error, frame: Frame, viewer: Viewer?, logger: Logger) throws -> Response {
        let (status, message): (Int, String)
        switch error {
        case let error as WebError:
            (status, message) = (error.status, error.message)
        default:
            if let answer = site.errors.answer(to: error) {
                let text = "\(error)"
                (status, message) = (Int(answer.status.code), text.prefix(1).uppercased() + text.dropFirst() + ".")
            } else {
                logger.error("page failed", metadata: ["error": "\(error)"])
                (status, message) = (500, "The server failed to answer. Try again in a moment.")
            }
        }
        let page = Page(title: Self.title(status), body: try ProblemPage.render(message), status: status)
        return try html(page, frame: frame, viewer: viewer)
    }

    func redirect(to path: String, request: Request, notice: String?) -> Response {
        var response = Response(status: .seeOther, headers: [.location: path, .cacheControl: "no-store"])
        if let notice { response.setCookie(WebCookies(request: request, always: site.secureCookies).notice(notice)) }
        return response
    }

    func asset(_ file: Assets.File) -> Response {
        var headers = Self.headers(contentType: file.contentType)
        headers[.cacheControl] = "public, max-age=300"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: file.text)))
    }

    private func html(_ page: Page, frame: Frame, viewer: Viewer?) throws -> Response {
        let notice = frame.cookies[WebCookies.notice]?.value.removingPercentEncoding
        let document = site.layout.render(page, viewer: viewer, csrfToken: frame.forgeryToken, notice: notice)
        var headers = Self.headers(contentType: "text/html; charset=utf-8")
        headers[.cacheControl] = "no-store"
        var response = Response(
            status: HTTPResponse.Status(code: page.status), headers: headers, body: .init(byteBuffer: ByteBuffer(string: document))
        )
        let cookies = WebCookies(request: frame.request, always: site.secureCookies)
        if frame.newForgeryToken { response.setCookie(cookies.forgery(frame.forgeryToken)) }
        if notice != nil { response.setCookie(cookies.forget(WebCookies.notice)) }
        return response
    }

    static func headers(contentType: String) -> HTTPFields {
        var headers: HTTPFields = [.contentType: contentType, .contentSecurityPolicy: securityPolicy]
        headers[.xContentTypeOptions] = "nosniff"
        if let frameOptions = HTTPField.Name("X-Frame-Options") { headers[frameOptions] = "DENY" }
        if let referrer = HTTPField.Name("Referrer-Policy") { headers[referrer] = "same-origin" }
        return headers
    }

    private static func title(_ status: Int) -> String {
        switch status {
        case 400: "That cannot be done"
        case 401: "Log in first"
        case 403: "Not allowed"
        case 404: "Not found"
        case 413: "Too large"
        default: status >= 500 ? "Something went wrong" : "That cannot be done"
        }
    }
}

/// The content of an error page.
enum ProblemPage {
    private static let templates = Result { () throws(TemplateError) -> Templates in
        try Templates(["problem": #"<p class="problem" role="alert">{{message}}</p><p><a href="/">Go to the start</a></p>"#])
    }

    static func render(_ message: String) throws(TemplateError) -> HTML {
        try templates.get().render("problem", ["message": message])
    }
}
