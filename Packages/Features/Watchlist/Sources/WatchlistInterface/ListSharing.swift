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
