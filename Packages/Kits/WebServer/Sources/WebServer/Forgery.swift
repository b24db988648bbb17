import HTTPTypes
import Hummingbird
import WebUI

/// Refuses a form that another site sent (cross-site request forgery), twice over: the
/// browser's own word (`Sec-Fetch-Site`, `Origin`) when it gives it, and the double-submit
/// token, which a page of another site cannot read from this site's cookie to put in its form.
/// The session cookie is `SameSite=Lax` besides, so another site's form does not carry it.
enum Forgery {
    static let refused = WebError(status: 403, message: "This form was sent from another site, or its page is too old. Open the page again and send the form from there.")

    /// Refuses a request that the browser says came from another site.
    static func checkOrigin(of request: Request) throws(WebError) {
        if let site = HTTPField.Name("Sec-Fetch-Site").flatMap({ request.headers[$0] }), site != "same-origin", site != "none" {
            throw refused
        }
        if let origin = request.headers[.origin], let host = request.head.authority {
            guard origin == "http://\(host)" || origin == "https://\(host)" else { throw refused }
        }
    }

    /// Refuses a form whose `csrf` field is not the token of the browser's cookie.
    static func checkToken(_ field: String?, cookie: String?) throws(WebError) {
        guard let field, let cookie, WebCookies.isWellFormed(cookie), constantTimeEqual(field, cookie) else { throw refused }
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
