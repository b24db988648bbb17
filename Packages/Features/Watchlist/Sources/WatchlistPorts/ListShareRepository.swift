import AuthInterface
import WatchlistInterface

/// A share as stored: profiles by id.
public struct StoredShare: Hashable, Sendable {
    /// The owner of the list.
    public let owner: Profile.ID
    /// Whom it is shared with.
    public let reader: Profile.ID
    /// What they may do.
    public let access: ShareAccess

    /// Creates one.
    public init(owner: Profile.ID, reader: Profile.ID, access: ShareAccess) {
        self.owner = owner
        self.reader = reader
        self.access = access
    }
}

/// Storage of shares.
public protocol ListShareRepository: Sendable {
    /// Shares `owner`'s list with `reader`, replacing the access of an existing share.
    func setShare(_ share: StoredShare) async throws
    /// Ends a share; returns `false` if there was none.
    func removeShare(owner: Profile.ID, reader: Profile.ID) async throws -> Bool
    /// What `reader` may do with `owner`'s list, or `nil` when it is not shared with them.
    func access(owner: Profile.ID, reader: Profile.ID) async throws -> ShareAccess?
    /// Every share whose owner or reader is `profile`.
    func shares(involving profile: Profile.ID) async throws -> [StoredShare]
}
