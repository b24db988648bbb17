import AuthInterface
import Foundation
import GRDB
import Storage
import WatchlistInterface
import WatchlistPorts

/// The imports a profile made, remembered so that each can be taken back: a row of
/// `importRecord` each, numbered from 1 for each profile, written in the transaction of the
/// import, and marked in the transaction that takes it back.
extension SQLiteWatchlistRepository {
    static let importsMigration = DatabaseMigration("watchlist.v7.imports") { db in
        try db.create(table: "importRecord") { table in
            table.column("profileID", .text).notNull()
            table.column("number", .integer).notNull()
            table.column("importedAt", .datetime).notNull()
            table.column("undoneAt", .datetime)
            table.column("record", .text).notNull()
            table.primaryKey(["profileID", "number"])
        }
    }

    public func imports(for profile: Profile.ID) throws -> [ImportRecord] {
        try database.read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT number, undoneAt, record FROM importRecord WHERE profileID = ? ORDER BY number DESC", arguments: [profile.uuidString]
            )
            var records: [ImportRecord] = []
            while let row = try rows.next() {
                records.append(try ImportRecordJSON.record(row[2], number: row[0], undoneAt: row[1]))
            }
            return records
        }
    }

    /// Marks the import that `changes` take back, and stores the one they are; returns its number.
    static func journal(_ changes: ArchiveChanges, _ db: Database, profile: Profile.ID) throws -> Int? {
        if let undone = changes.undoing {
            try db.execute(
                sql: "UPDATE importRecord SET undoneAt = ? WHERE profileID = ? AND number = ? AND undoneAt IS NULL",
                arguments: [undone.undoneAt ?? Date(), profile.uuidString, undone.number]
            )
            // Thrown inside the transaction, which then changes nothing.
            guard db.changesCount == 1 else { throw WatchlistError.importAlreadyUndone(undone.number) }
        }
        guard let record = changes.record else { return nil }
        let number = try Int.fetchOne(
            db, sql: "SELECT coalesce(max(number), 0) + 1 FROM importRecord WHERE profileID = ?", arguments: [profile.uuidString]
        ) ?? 1
        try db.execute(
            sql: "INSERT INTO importRecord (profileID, number, importedAt, record) VALUES (?, ?, ?, ?)",
            arguments: [profile.uuidString, number, record.importedAt, try ImportRecordJSON.text(of: record)]
        )
        return number
    }
}
