import AuthInterface

/// What a share lets its reader do with the owner's list.
public enum ShareAccess: String, Hashable, Sendable, Codable, CaseIterable {
    /// See the list and its history.
    case read
    /// Also add, remove and record viewings.
    case write
}

/// One profile's list opened to another profile.
public struct ListShare: Hashable, Sendable {
    /// The name of the profile whose list it is.
    public let owner: String
    /// The name of the profile it is shared with.
    public let reader: String
    /// What the reader may do.
    public let access: ShareAccess

    /// Creates a share.
    public init(owner: String, reader: String, access: ShareAccess) {
        self.owner = owner
        self.reader = reader
        self.access = access
    }
}

/// The signed-in profile's shares: the lists it opens to others and the ones opened to it.
/// A list shared with you is reached with ``WatchlistService/sharedList(of:)``.
public protocol ListSharing: Sendable {
    /// Shares the signed-in profile's list with the profile `name`, or changes the access of
    /// an existing share.
    /// - Throws: ``WatchlistError/noSuchProfile(_:)`` when there is no such profile, and
    ///   ``WatchlistError/sharingWithYourself`` for the signed-in profile's own name.
    func share(with name: String, access: ShareAccess) async throws
    /// Stops sharing the signed-in profile's list with `name`.
    /// - Throws: ``WatchlistError/notSharedWith(_:)`` when it was not shared with them.
    func unshare(with name: String) async throws
    /// Every share the signed-in profile gives or receives, by owner then reader.
    func shares() async throws -> [ListShare]
}

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
