import Foundation
import Hummingbird
import HummingbirdTesting

/// A browser in a test's terms, over the server's real HTTP: it keeps cookies, follows a form's
/// redirect as a browser does (303 → GET), and sends forms with the forgery token of the last
/// page it saw.
public final class Browser {
    /// A page as the browser got it.
    public struct Page: Sendable {
        public let status: Int
        public let headers: HTTPFields
        public let body: String
        /// Where the page was, after redirects.
        public let path: String

        /// The forgery token of the page's forms.
        public var forgeryToken: String? { value(of: "csrf") }

        /// The value the page's form field `name` holds (a hidden one, such as an upload's
        /// `upload`), as the markup writes it.
        public func value(of name: String) -> String? {
            guard let range = body.range(of: #"name="\#(name)" value=""#) else { return nil }
            return String(body[range.upperBound...].prefix { $0 != "\"" })
        }

        /// The text of the page's `<main>`, markup and all.
        public var main: String {
            guard let start = body.range(of: "<main"), let end = body.range(of: "</main>") else { return body }
            return String(body[start.lowerBound..<end.upperBound])
        }
    }

    /// The client it sends with.
    public let client: any TestClientProtocol
    /// The cookies it keeps, by name.
    public private(set) var cookies: [String: String] = [:]
    /// The last page it opened, or the last form's answer that had a form.
    public private(set) var last: Page?
    /// What happens at another site the server redirects to (an identity provider's log-in):
    /// the address it sends the browser back to. Without it, such a redirect is an error.
    public var elsewhere: ((URL) throws -> URL)?

    /// A browser with no cookies, sending with `client`.
    public init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// Opens `path`, following redirects.
    @discardableResult
    public func open(_ path: String) async throws -> Page {
        try await request(.get, path, body: nil, contentType: nil, extraHeaders: [:])
    }

    /// Sends a form to `path` with `fields` and the last page's forgery token (unless `fields`
    /// has its own `csrf`), following the redirect.
    @discardableResult
    public func submit(_ path: String, _ fields: [String: String], headers: HTTPFields = [:]) async throws -> Page {
        var fields = fields
        if fields["csrf"] == nil { fields["csrf"] = last?.forgeryToken ?? "" }
        let body = fields.map { "\(Self.encode($0.key))=\(Self.encode($0.value))" }.joined(separator: "&")
        return try await request(.post, path, body: ByteBuffer(string: body), contentType: "application/x-www-form-urlencoded", extraHeaders: headers)
    }

    /// Uploads `file` as the form field `file` of a multipart form, with `fields`.
    @discardableResult
    public func upload(_ path: String, filename: String, bytes: [UInt8], fields: [String: String] = [:]) async throws -> Page {
        let boundary = "test-boundary-\(UUID().uuidString)"
        var body = ByteBuffer()
        var fields = fields
        if fields["csrf"] == nil { fields["csrf"] = last?.forgeryToken ?? "" }
        for (name, value) in fields {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(filename)\"\r\nContent-Type: application/octet-stream\r\n\r\n")
        body.writeBytes(bytes)
        body.writeString("\r\n--\(boundary)--\r\n")
        return try await request(.post, path, body: body, contentType: "multipart/form-data; boundary=\(boundary)", extraHeaders: [:])
    }

    /// Forgets the cookie `name`, as a browser whose session ended.
    public func forget(_ name: String) {
        cookies[name] = nil
    }

    private func request(_ method: HTTPRequest.Method, _ path: String, body: ByteBuffer?, contentType: String?, extraHeaders: HTTPFields) async throws -> Page {
        var method = method
        var path = path
        var body = body
        for _ in 0..<5 {
            var headers = extraHeaders
            if !cookies.isEmpty { headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
            if let contentType, body != nil { headers[.contentType] = contentType }
            let response = try await client.execute(uri: path, method: method, headers: headers, body: body)
            for field in response.headers where field.name == .setCookie {
                let pair = field.value.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2 else { continue }
                if pair[1].isEmpty || field.value.contains("Max-Age=0") { cookies[String(pair[0])] = nil } else { cookies[String(pair[0])] = String(pair[1]) }
            }
            if response.status == .seeOther, let location = response.headers[.location] {
                (method, path, body) = (.get, try site(location), nil)
                continue
            }
            let page = Page(status: Int(response.status.code), headers: response.headers, body: String(buffer: response.body), path: path)
            if method == .get || page.forgeryToken != nil { last = page }
            return page
        }
        throw FixtureError(description: "more than 5 redirects from \(path)")
    }

    /// The path on this site that `location` leads to, through ``elsewhere`` when it is another site's.
    private func site(_ location: String) throws -> String {
        guard !location.hasPrefix("/") else { return location }
        guard let url = URL(string: location), let elsewhere else { throw FixtureError(description: "a redirect to another site, \(location)") }
        let back = try elsewhere(url)
        return back.path() + (back.query().map { "?" + $0 } ?? "")
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}

extension Browser {
    /// Signs `name` up from the sign-up page, with the password `correct horse`, as a person
    /// would; it ends on the list.
    /// - Throws: ``FixtureError`` when the sign-up ended elsewhere.
    public func signUp(_ name: String) async throws {
        try await open("/signup")
        let page = try await submit("/signup", ["name": name, "password": "correct horse", "again": "correct horse"])
        guard page.path == "/list", page.status == 200 else {
            throw FixtureError(description: "sign-up of \(name) ended on \(page.path) with \(page.status): \(page.main.prefix(1_000))")
        }
    }
}
