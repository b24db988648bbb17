import AuthInterface
import Foundation
import GRDB
import Storage
import WatchlistInterface
import WatchlistPorts

/// ``ListShareRepository`` in SQLite: one row a share, keyed by owner and reader.
public struct SQLiteListShareRepository: ListShareRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include
    /// `SQLiteWatchlistRepository.migrations` (which include this table's).
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The `listShare` table.
    static let migration = DatabaseMigration("watchlist.v3.shares") { db in
        try db.create(table: "listShare") { table in
            table.column("ownerID", .text).notNull()
            table.column("readerID", .text).notNull()
            table.column("access", .text).notNull().check { [ShareAccess.read.rawValue, ShareAccess.write.rawValue].contains($0) }
            table.primaryKey(["ownerID", "readerID"])
        }
        try db.create(index: "listShare_by_reader", on: "listShare", columns: ["readerID"])
    }

    public func setShare(_ share: StoredShare) throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO listShare (ownerID, readerID, access) VALUES (?, ?, ?) ON CONFLICT (ownerID, readerID) DO UPDATE SET access = excluded.access",
                arguments: [share.owner.uuidString, share.reader.uuidString, share.access.rawValue]
            )
        }
    }

    public func removeShare(owner: Profile.ID, reader: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM listShare WHERE ownerID = ? AND readerID = ?", arguments: [owner.uuidString, reader.uuidString])
            return db.changesCount == 1
        }
    }

    public func access(owner: Profile.ID, reader: Profile.ID) throws -> ShareAccess? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT access FROM listShare WHERE ownerID = ? AND readerID = ?", arguments: [owner.uuidString, reader.uuidString])
                .flatMap(ShareAccess.init(rawValue:))
        }
    }

    public func shares(involving profile: Profile.ID) throws -> [StoredShare] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT ownerID, readerID, access FROM listShare WHERE ownerID = ?1 OR readerID = ?1", arguments: [profile.uuidString])
                .compactMap { row in
                    guard let owner = UUID(uuidString: row[0]), let reader = UUID(uuidString: row[1]), let access = ShareAccess(rawValue: row[2]) else { return nil }
                    return StoredShare(owner: owner, reader: reader, access: access)
                }
        }
    }
}
