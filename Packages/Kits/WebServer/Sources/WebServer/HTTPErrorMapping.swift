import HTTPTypes

/// How one feature's errors are answered over HTTP, on the API and on the web page alike:
/// the status of each error a client can do something about. Each feature's Web module gives
/// its own (`WatchlistHTTPErrors`, ...); the server's root hands them to the router and the
/// site. An error that no mapping knows is a 500 whose detail is only logged.
public protocol HTTPErrorMapping: Sendable {
    /// The answer to `error`, or `nil` when it is not one of this feature's.
    func answer(to error: any Error) -> HTTPErrorAnswer?
}

/// The status a feature's error is answered with; its message is the error's description.
public struct HTTPErrorAnswer: Sendable, Equatable {
    /// The status.
    public let status: HTTPResponse.Status
    /// Whether to send `WWW-Authenticate: Bearer` with it: the client must sign in.
    public let challenge: Bool

    /// Creates an answer.
    public init(_ status: HTTPResponse.Status, challenge: Bool = false) {
        self.status = status
        self.challenge = challenge
    }
}

extension [any HTTPErrorMapping] {
    /// The first answer any of the mappings has for `error`.
    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        for mapping in self {
            if let answer = mapping.answer(to: error) { return answer }
        }
        return nil
    }
}
