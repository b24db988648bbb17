import AuthInterface
import Foundation
import PostgresNIO
import PostgresStorage
import WatchlistInterface
import WatchlistPorts

/// ``ListShareRepository`` in PostgreSQL: one row of `list_share` a share.
public struct PostgresListShareRepository: ListShareRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include
    /// ``PostgresWatchlistRepository/migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    static let migration = PostgresMigration("watchlist.v3.shares", [
        """
        CREATE TABLE list_share (
            owner_id uuid NOT NULL, reader_id uuid NOT NULL, access text NOT NULL CHECK (access IN ('read', 'write')),
            PRIMARY KEY (owner_id, reader_id))
        """,
        "CREATE INDEX list_share_by_reader ON list_share (reader_id)",
    ])

    public func setShare(_ share: StoredShare) async throws {
        try await database.client.query("""
            INSERT INTO list_share (owner_id, reader_id, access) VALUES (\(share.owner), \(share.reader), \(share.access.rawValue))
            ON CONFLICT (owner_id, reader_id) DO UPDATE SET access = excluded.access
            """, logger: database.logger)
    }

    public func removeShare(owner: Profile.ID, reader: Profile.ID) async throws -> Bool {
        let rows = try await database.client.query(
            "DELETE FROM list_share WHERE owner_id = \(owner) AND reader_id = \(reader) RETURNING 1", logger: database.logger
        )
        return try await rows.decode(Int.self).reduce(0, +) > 0
    }

    public func access(owner: Profile.ID, reader: Profile.ID) async throws -> ShareAccess? {
        let rows = try await database.client.query(
            "SELECT access FROM list_share WHERE owner_id = \(owner) AND reader_id = \(reader)", logger: database.logger
        )
        for try await access in rows.decode(String.self) { return ShareAccess(rawValue: access) }
        return nil
    }

    public func shares(involving profile: Profile.ID) async throws -> [StoredShare] {
        let rows = try await database.client.query(
            "SELECT owner_id, reader_id, access FROM list_share WHERE owner_id = \(profile) OR reader_id = \(profile)", logger: database.logger
        )
        var shares: [StoredShare] = []
        for try await (owner, reader, access) in rows.decode((UUID, UUID, String).self) {
            guard let access = ShareAccess(rawValue: access) else { continue }
            shares.append(StoredShare(owner: owner, reader: reader, access: access))
        }
        return shares
    }
}
