/// Why a catalog could not answer. The message says what happened and what to try in words
/// that hold in any executable; the executable running the feature adds the commands and
/// options it has (`--catalog offline`, `--timeout`), reading ``remedy``.
public enum MovieCatalogError: Error, Equatable, CustomStringConvertible {
    /// The catalog has no movie with this id.
    case notFound(MovieID)
    /// The catalog could not be reached or did not answer in time.
    case unavailable(reason: String, remedy: MovieCatalogRemedy)
    /// The catalog answered with something that cannot be understood.
    case invalidResponse(reason: String)
    /// The catalog refused the request (a rejected token, say).
    case refused(reason: String, remedy: MovieCatalogRemedy)

    public var description: String {
        switch self {
        case .notFound(let id):
            return "no film with id \(id) in the \(id.source) catalog"
        case .unavailable(let reason, let remedy), .refused(let reason, let remedy):
            return "\(reason); \(remedy)"
        case .invalidResponse(let reason):
            return "the catalog sent a response that cannot be read (\(reason)); try again later"
        }
    }

    /// Whether the failure is about reaching the catalog, so stored data may stand in.
    public var isUnavailable: Bool {
        if case .unavailable = self { return true }
        return false
    }

    /// What may help, when the catalog could not answer; `nil` for a missing movie or an
    /// unreadable answer.
    public var remedy: MovieCatalogRemedy? {
        switch self {
        case .unavailable(_, let remedy), .refused(_, let remedy): remedy
        case .notFound, .invalidResponse: nil
        }
    }
}

/// What may help after a catalog failed to answer, so that an executable can name its own
/// options for it.
public enum MovieCatalogRemedy: Sendable, Equatable, CustomStringConvertible {
    /// Trying again may work.
    case tryAgain
    /// The service is busy; try again later, or after `seconds` when it said so.
    case tryLater(seconds: Int?)
    /// The answer took longer than allowed: a longer timeout may help.
    case allowLonger
    /// The service could not be reached at `address`: check the network and the address.
    case checkNetwork(address: String)
    /// The credential in the environment variable `variable` was rejected.
    case checkCredential(variable: String)
    /// The request itself was refused: check the id and the service's address.
    case checkRequest
    /// A catalog built on this machine is damaged or was built by another version: build it again.
    case rebuildCatalog

    public var description: String {
        switch self {
        case .tryAgain: "try again"
        case .tryLater(let seconds?): "try again in \(seconds) s"
        case .tryLater(nil): "try again later"
        case .allowLonger: "try again, or allow a longer timeout"
        case .checkNetwork(let address): "check the network and \(address)"
        case .checkCredential(let variable): "check \(variable)"
        case .checkRequest: "check the film's id and the catalog's address"
        case .rebuildCatalog: "build the catalog again"
        }
    }
}
