import AuthInterface
import Synchronization
import WatchlistInterface
import WatchlistPorts

/// A ``ListShareRepository`` in memory, for tests and the Watchlist dev app.
public final class InMemoryListShareRepository: ListShareRepository {
    private struct Key: Hashable {
        let owner: Profile.ID
        let reader: Profile.ID
    }

    private let shares = Mutex<[Key: ShareAccess]>([:])

    /// Creates an empty repository.
    public init() {}

    public func setShare(_ share: StoredShare) throws {
        shares.withLock { $0[Key(owner: share.owner, reader: share.reader)] = share.access }
    }

    public func removeShare(owner: Profile.ID, reader: Profile.ID) throws -> Bool {
        shares.withLock { $0.removeValue(forKey: Key(owner: owner, reader: reader)) != nil }
    }

    public func access(owner: Profile.ID, reader: Profile.ID) throws -> ShareAccess? {
        shares.withLock { $0[Key(owner: owner, reader: reader)] }
    }

    public func shares(involving profile: Profile.ID) throws -> [StoredShare] {
        shares.withLock { shares in
            shares.filter { $0.key.owner == profile || $0.key.reader == profile }
                .map { StoredShare(owner: $0.key.owner, reader: $0.key.reader, access: $0.value) }
        }
    }
}
