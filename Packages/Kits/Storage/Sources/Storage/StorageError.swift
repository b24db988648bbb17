/// Why the database could not be opened or used. Each message says what to do.
public enum StorageError: Error, Equatable, CustomStringConvertible {
    /// The file exists but is not an SQLite database, or is damaged.
    case notADatabase(path: String)
    /// The directory that should hold the database could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The file could not be opened or read.
    case cannotOpen(path: String, reason: String)
    /// A migration failed; the database was left as it was before it.
    case migrationFailed(path: String, identifier: String, reason: String)
    /// The database records migrations this build does not know: a newer version of the
    /// program changed it. It was refused before anything was written to it.
    case writtenByNewerVersion(path: String, unknownMigrations: [String])
    /// The file, or the directory that holds it, cannot be written: the database can be
    /// read, but not changed, nor brought up to this version's schema.
    case readOnly(path: String)
    /// A query failed.
    case queryFailed(reason: String)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "the file \(path) is not a database or is damaged. It was left untouched: move it aside, restore a backup, or use another file"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the directory \(path) for the database (\(reason)); check its permissions or use another location"
        case .cannotOpen(let path, let reason):
            return "cannot open the database \(path) (\(reason)); check that it is readable and writable, or use another file"
        case .migrationFailed(let path, let identifier, let reason):
            return "cannot update the database \(path) to this version (migration \(identifier): \(reason)). Nothing was changed; back it up and report the problem"
        case .writtenByNewerVersion(let path, let unknownMigrations):
            return "the database \(path) was written by a newer version of this program (it has changes this version does not know: "
                + "\(unknownMigrations.joined(separator: ", "))). It was left untouched: use the newer version, or use another database file"
        case .readOnly(let path):
            return "cannot change the database \(path): the file or the directory that holds it is read-only. "
                + "Make both writable, or use another database file"
        case .queryFailed(let reason):
            return "a database operation failed: \(reason)"
        }
    }
}

extension StorageError {
    /// What a program that opens the file named by `option` (`--database`), and works in
    /// memory without it, tells a person after `error` about that file: not a database, not
    /// opened, written by a newer version, or read-only. `nil` for any other error.
    public static func fileAdvice(for error: any Error, option: String) -> String? {
        switch error {
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "Use another file with \(option) PATH, or leave it out to work in memory."
        default: nil
        }
    }
}
