/// One page or form target of a feature: a method, a path and what answers it. A feature's
/// `<Feature>Web` module lists its routes; the server's composition root hands them to the
/// HTTP kit, which serves them with sessions, forgery checks and the layout.
public struct WebRoute: Sendable {
    /// The methods a page answers: reading one, and sending one of its forms.
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    /// Who may open it.
    public enum Access: Sendable {
        /// Anyone: the log-in and sign-up pages.
        case anyone
        /// A signed-in profile only; anyone else is sent to log in first.
        case signedIn
    }

    /// The method it answers.
    public let method: Method
    /// Its path: fixed segments, and `:name` for a parameter (`/films/:id`).
    public let path: String
    /// Who may open it.
    public let access: Access
    /// Answers a request.
    public let answer: @Sendable (WebRequest) async throws -> WebAnswer

    /// Creates a route.
    public init(_ method: Method, _ path: String, access: Access = .signedIn, answer: @escaping @Sendable (WebRequest) async throws -> WebAnswer) {
        self.method = method
        self.path = path
        self.access = access
        self.answer = answer
    }
}
