import Foundation

/// What a write makes stale in every server's ``ReadCache``. Each one travels between the
/// servers that share a storage as a short text (``payload``) that names no secret.
public enum CacheInvalidation: Hashable, Sendable {
    /// One profile's list, or its viewings, changed.
    case list(owner: UUID)
    /// A list changed whose owner the writer did not look up (a write through a share).
    case everyList
    /// A token was revoked; which one is not said, so that no token, nor its hash, travels.
    case everyToken
    /// Something changed that nobody described: another program wrote to the storage.
    case everything

    /// The text that carries it: `list:UUID`, `lists`, `tokens` or `all`.
    public var payload: String {
        switch self {
        case .list(let owner): "list:\(owner.uuidString)"
        case .everyList: "lists"
        case .everyToken: "tokens"
        case .everything: "all"
        }
    }

    /// The invalidation `payload` carries; text that is not one reads as ``everything``,
    /// which can only make a cache forget more than it had to.
    public init(payload: String) {
        switch payload {
        case "lists": self = .everyList
        case "tokens": self = .everyToken
        default:
            if payload.hasPrefix("list:"), let owner = UUID(uuidString: String(payload.dropFirst("list:".count))) {
                self = .list(owner: owner)
            } else {
                self = .everything
            }
        }
    }
}
