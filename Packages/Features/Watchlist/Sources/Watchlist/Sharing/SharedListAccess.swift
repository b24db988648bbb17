import AuthInterface
import WatchlistInterface
import WatchlistPorts

/// Decides whether a profile may read or change a list shared with it.
struct SharedListAccess: Sendable {
    let directory: any ProfileDirectory
    let shares: any ListShareRepository

    /// The id of `name`'s list when it is shared with `reader` with enough access; naming
    /// oneself is one's own list.
    /// - Throws: ``WatchlistError/notSharedWithYou(_:)`` for no share and no such profile
    ///   alike, ``WatchlistError/readOnlyShare(_:)`` for a change through a read-only share.
    func owner(named name: String, reader: Profile, toChange: Bool) async throws -> Profile.ID {
        guard let owner = try await directory.profile(named: name) else { throw WatchlistError.notSharedWithYou(name) }
        if owner.id == reader.id { return owner.id }
        guard let access = try await shares.access(owner: owner.id, reader: reader.id) else { throw WatchlistError.notSharedWithYou(name) }
        if toChange, access == .read { throw WatchlistError.readOnlyShare(owner.name) }
        return owner.id
    }
}
