/// Why a request to TMDB failed, and what to do; each feature's adapter turns it into its own
/// catalog error.
public enum TMDBError: Error, Equatable, CustomStringConvertible {
    /// TMDB could not be reached, did not answer in time, or kept failing.
    case unavailable(reason: String, remedy: TMDBRemedy)
    /// TMDB refused the request: the token, or the request itself.
    case refused(reason: String, remedy: TMDBRemedy)
    /// TMDB answered with something that is not its documented JSON.
    case invalidResponse(reason: String)

    /// What may help; nil for an answer that is not TMDB's JSON.
    public var remedy: TMDBRemedy? {
        switch self {
        case .unavailable(_, let remedy), .refused(_, let remedy): remedy
        case .invalidResponse: nil
        }
    }

    public var description: String {
        switch self {
        case .unavailable(let reason, _), .refused(let reason, _), .invalidResponse(let reason): reason
        }
    }
}

/// What to do about a ``TMDBError``.
public enum TMDBRemedy: Equatable, Sendable {
    /// Send the same request again.
    case tryAgain
    /// Wait, `seconds` when TMDB said how long.
    case tryLater(seconds: Int?)
    /// Allow each request longer.
    case allowLonger
    /// Check the network, or the address in the environment variable `address`.
    case checkNetwork(address: String)
    /// Check the token in the environment variable `variable`.
    case checkCredential(variable: String)
    /// The request is wrong; nothing to retry.
    case checkRequest
}
