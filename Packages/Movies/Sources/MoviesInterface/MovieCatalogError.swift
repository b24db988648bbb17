/// Why a catalog could not answer. Each message says what to do next.
public enum MovieCatalogError: Error, Equatable, CustomStringConvertible {
    /// The catalog has no movie with this id.
    case notFound(MovieID)
    /// The catalog could not be reached or refused the request; `advice` says what to do.
    case unavailable(reason: String, advice: String)
    /// The catalog answered with something that cannot be understood.
    case invalidResponse(reason: String)
    /// The catalog refused the request (a rejected token, say); `advice` says what to do.
    case refused(reason: String, advice: String)

    public var description: String {
        switch self {
        case .notFound(let id):
            return "no movie with id \(id) in the \(id.source) catalog; find ids with the search command"
        case .unavailable(let reason, let advice):
            return "\(reason); \(advice)"
        case .invalidResponse(let reason):
            return "the catalog sent a response that cannot be read (\(reason)); try again later, or use --catalog offline"
        case .refused(let reason, let advice):
            return "\(reason); \(advice)"
        }
    }

    /// Whether the failure is about reaching the catalog, so stored data may stand in.
    public var isUnavailable: Bool {
        if case .unavailable = self { return true }
        return false
    }
}
