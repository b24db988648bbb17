import AuthInterface
import Foundation
import PostgresNIO
import PostgresStorage
import WatchlistInterface
import WatchlistPorts

/// The imports a profile made, as SQLite keeps them (`import_record`, numbered from 1 for each
/// profile), written in the transaction of the import and marked in the one that takes it back.
extension PostgresWatchlistRepository {
    static let importsMigration = PostgresMigration("watchlist.v7.imports", [
        """
        CREATE TABLE import_record (
            profile_id uuid NOT NULL, number integer NOT NULL, imported_at timestamptz NOT NULL, undone_at timestamptz, record text NOT NULL,
            PRIMARY KEY (profile_id, number))
        """,
    ])

    public func imports(for profile: Profile.ID) async throws -> [ImportRecord] {
        let rows = try await database.client.query(
            "SELECT number, undone_at, record FROM import_record WHERE profile_id = \(profile) ORDER BY number DESC", logger: database.logger
        )
        var records: [ImportRecord] = []
        for try await (number, undoneAt, record) in rows.decode((Int, Date?, String).self) {
            records.append(try ImportRecordJSON.record(record, number: number, undoneAt: undoneAt))
        }
        return records
    }

    /// Marks the import that `changes` take back, and stores the one they are; returns its
    /// number. Runs in the transaction that holds the list's lock, so numbers never collide.
    static func journal(_ changes: ArchiveChanges, _ connection: PostgresConnection, logger: Logger, profile: Profile.ID) async throws -> Int? {
        if let undone = changes.undoing {
            let marked = try await connection.query("""
                UPDATE import_record SET undone_at = \(undone.undoneAt ?? Date())
                WHERE profile_id = \(profile) AND number = \(undone.number) AND undone_at IS NULL RETURNING 1
                """, logger: logger)
            // Thrown inside the transaction, which then changes nothing.
            guard try await marked.decode(Int.self).reduce(0, +) == 1 else { throw WatchlistError.importAlreadyUndone(undone.number) }
        }
        guard let record = changes.record else { return nil }
        let text = try ImportRecordJSON.text(of: record)
        let rows = try await connection.query("""
            INSERT INTO import_record (profile_id, number, imported_at, record)
            SELECT \(profile), coalesce(max(number), 0) + 1, \(record.importedAt), \(text) FROM import_record WHERE profile_id = \(profile)
            RETURNING number
            """, logger: logger)
        var number: Int?
        for try await value in rows.decode(Int.self) { number = value }
        return number
    }
}
