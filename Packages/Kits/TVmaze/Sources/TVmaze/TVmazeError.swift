/// Why a request to TVmaze failed, and what may help; each feature's adapter turns it into an
/// error of its own.
public enum TVmazeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// TVmaze could not be reached, did not answer in time, kept failing or refused.
    case unavailable(reason: String, remedy: Remedy)
    /// TVmaze answered what it does not document.
    case invalidResponse(reason: String)

    /// What may help.
    public enum Remedy: Equatable, Sendable {
        /// Wait, `seconds` when TVmaze said how long.
        case tryLater(seconds: Int?)
        /// Allow each request longer.
        case allowLonger
        /// Check the network, or the address in ``TVmazeConfiguration/baseURLVariable``.
        case checkAddress
    }

    public var description: String {
        switch self {
        case .unavailable(let reason, _), .invalidResponse(let reason): reason
        }
    }
}
