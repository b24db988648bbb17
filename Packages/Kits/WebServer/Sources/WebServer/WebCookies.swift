import Foundation
import HTTPTypes
import Hummingbird

/// The web page's cookies: the session (the token a log-in issued), the forgery token every
/// form sends back, and a one-time notice shown after a form's redirect. All are `HttpOnly`
/// and `SameSite=Lax`, and `Secure` when the request came over TLS or the server is told to.
struct WebCookies {
    static let session = "watchlist_session"
    static let forgery = "watchlist_csrf"
    static let notice = "watchlist_notice"

    /// Whether cookies are marked `Secure`.
    let secure: Bool

    /// For `request`, on a site that marks them `Secure` always or only over TLS.
    init(request: Request, always: Bool) {
        let forwarded = HTTPField.Name("X-Forwarded-Proto").flatMap { request.headers[$0] }
        secure = always || forwarded?.lowercased() == "https" || request.head.scheme == "https"
    }

    /// A session cookie that lasts until `expiresAt`.
    func session(_ token: String, expiresAt: Date) -> Cookie {
        Cookie(name: Self.session, value: token, expires: expiresAt, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The forgery token's cookie: it lasts as long as the browser runs.
    func forgery(_ token: String) -> Cookie {
        Cookie(name: Self.forgery, value: token, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// A notice for the next page.
    func notice(_ text: String) -> Cookie {
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return Cookie(name: Self.notice, value: String(encoded.prefix(2_000)), maxAge: 60, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// A cookie that makes the browser forget `name`.
    func forget(_ name: String) -> Cookie {
        Cookie(name: name, value: "", expires: Date(timeIntervalSince1970: 0), maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// 256 random bits, base64url: a new forgery token.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        // Four draws of 64 bits, not 32 of 8: each draw asks the system for randomness.
        let bytes = (0..<4).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `text` can be a token this server made: 43 base64url characters.
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 43 && text.utf8.allSatisfy { $0.isBase64URL }
    }
}

private extension UInt8 {
    var isBase64URL: Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: "-") || self == UInt8(ascii: "_")
    }
}
