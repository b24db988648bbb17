import Foundation

/// A request for a page or from a form, as a feature's page sees it: no headers, no cookies,
/// only what the page may use. The HTTP kit has checked the session and, for a form, that it
/// came from this site.
public struct WebRequest: Sendable {
    /// The path asked for, without its query.
    public let path: String
    /// The path's parameters, percent-decoded: `id` for `/films/:id`.
    public let parameters: [String: String]
    /// The query's fields.
    public let query: FormFields
    /// A form's fields (empty for a page).
    public let form: FormFields
    /// A form's files, by field name (empty unless the form sends `multipart/form-data`).
    public let files: [String: UploadedFile]
    /// The signed-in profile, if any.
    public let viewer: Viewer?
    /// The token every form of the page must send back as its `csrf` field.
    public let csrfToken: String
    /// The client's address, for throttling log-ins.
    public let clientAddress: String
    /// The site's address as the browser reached it (`https://watch.example.org`), for a URL
    /// to copy into another program; empty when unknown.
    public let origin: String
    /// Tells the server what a write changed, so that its caches forget it and open pages
    /// redraw (``writing(_:_:)``).
    private let changed: @Sendable (ChangeTopic) async -> Void
    /// Keeps content made from a profile's list until the list changes (``remembered(_:of:_:)``).
    private let remember: @Sendable (UUID, String, () async throws -> KeptHTML) async throws -> KeptHTML

    /// Creates a request.
    public init(
        path: String, parameters: [String: String] = [:], query: FormFields = FormFields(), form: FormFields = FormFields(),
        files: [String: UploadedFile] = [:], viewer: Viewer?, csrfToken: String, clientAddress: String = "unknown", origin: String = "",
        changed: @escaping @Sendable (ChangeTopic) async -> Void = { _ in },
        remember: @escaping @Sendable (UUID, String, () async throws -> KeptHTML) async throws -> KeptHTML = { _, _, make in try await make() }
    ) {
        self.path = path
        self.parameters = parameters
        self.query = query
        self.form = form
        self.files = files
        self.viewer = viewer
        self.csrfToken = csrfToken
        self.clientAddress = clientAddress
        self.origin = origin
        self.changed = changed
        self.remember = remember
    }

    /// The content `make` renders from `owner`'s list, kept by the server under `key` until
    /// the list changes (or for a few seconds at most): a page read far more often than its
    /// list changes. `make` must render nothing of this request's own (its forgery token).
    public func remembered(_ key: String, of owner: UUID, _ make: () async throws -> HTML) async throws -> HTML {
        try await remember(owner, key) { KeptHTML(try await make()) }.filled(with: csrfToken)
    }

    /// As ``remembered(_:of:_:)``, for content with forms: `make` renders them with the forgery
    /// token it is given, a placeholder kept with the content, which each request's own token
    /// then replaces.
    public func remembered(_ key: String, of owner: UUID, withForms make: (_ csrf: String) async throws -> HTML) async throws -> HTML {
        try await remember(owner, key) { KeptHTML(try await make(Self.forgeryPlaceholder), placeholder: Self.forgeryPlaceholder) }.filled(with: csrfToken)
    }

    /// A random word per run, so that no text a person typed holds it.
    static let forgeryPlaceholder = "csrf-" + UUID().uuidString

    /// Runs the write `body`, then tells the server what it changed, however `body` ended
    /// (a failure may still have committed).
    public func writing<Value>(_ topic: ChangeTopic, _ body: () async throws -> Value) async throws -> Value {
        do {
            let value = try await body()
            await changed(topic)
            return value
        } catch {
            await changed(topic)
            throw error
        }
    }

    /// The signed-in profile of a route with ``WebRoute/Access/signedIn`` access.
    public func signedIn() throws(WebError) -> Viewer {
        guard let viewer else { throw WebError(status: 401, message: "log in first") }
        return viewer
    }

    /// The path parameter `name`.
    public func parameter(_ name: String) throws(WebError) -> String {
        guard let value = parameters[name] else { throw WebError(status: 404, message: "there is no such page") }
        return value
    }
}

/// The profile a session signs in.
public struct Viewer: Hashable, Sendable {
    /// The profile's id.
    public let id: UUID
    /// The name it logs in with.
    public let name: String

    /// Creates a viewer.
    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

/// A file a form sent.
public struct UploadedFile: Sendable {
    /// Its name on the sender's machine, as the browser gave it.
    public let filename: String
    /// Its bytes.
    public let bytes: [UInt8]

    /// Creates one.
    public init(filename: String, bytes: [UInt8]) {
        self.filename = filename
        self.bytes = bytes
    }
}
