import Foundation
import PostgresStorage
import Storage

/// Backups of the server's storage, whichever it is: SQLite's online backup of the file, or
/// `pg_dump`'s archive of the PostgreSQL database. Both are taken while servers go on
/// serving and writing, and hold every write committed before they began.
enum StorageBackup {
    /// The file name's ending for a backup of `storage`.
    static func fileExtension(of storage: StorageLocation) -> String {
        switch storage {
        case .sqlite: "sqlite"
        case .postgres: "pgdump"
        }
    }

    /// Writes a backup of `storage` to a new file at `destination`.
    static func make(of storage: StorageLocation, to destination: URL) async throws {
        switch storage {
        case .sqlite(let location):
            try DatabaseProvider(location: location, migrations: ServerStorage.sqliteMigrations, readers: .pool).backup(to: destination)
        case .postgres(let location):
            try await PostgresBackup(location: location).dump(to: destination)
        }
    }

    /// Puts the backup at `source` in place of `storage`'s data: into an empty store, or,
    /// with `force`, one with data.
    static func restore(_ source: URL, into storage: StorageLocation, force: Bool) async throws {
        switch storage {
        case .sqlite(let location):
            try DatabaseProvider(location: location, migrations: ServerStorage.sqliteMigrations).restore(from: source, force: force)
        case .postgres(let location):
            try await PostgresBackup(location: location).restore(from: source, force: force)
        }
    }
}
