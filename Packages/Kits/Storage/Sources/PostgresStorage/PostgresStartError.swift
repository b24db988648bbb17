/// Why the server could not start on PostgreSQL. Each message says what to do, and none
/// shows a password.
public enum PostgresStartError: Error, Equatable, CustomStringConvertible {
    /// The URL could not be read.
    case invalidURL(reason: String)
    /// Nothing answered at the host and port, or not in time.
    case unreachable(location: String, reason: String)
    /// The server refused the user name or password.
    case authenticationFailed(location: String)
    /// The server has no database of that name.
    case noSuchDatabase(location: String)
    /// A migration failed; it was rolled back.
    case migrationFailed(name: String, reason: String)
    /// The database records migrations this build does not know: a newer version changed it.
    case writtenByNewerVersion(unknownMigrations: [String])
    /// The server answered with an error the start does not expect.
    case failed(location: String, reason: String)

    public var description: String {
        switch self {
        case .invalidURL(let reason):
            "the PostgreSQL URL is not valid: \(reason)"
        case .unreachable(let location, let reason):
            "cannot reach PostgreSQL at \(location) (\(reason)). Check that the server runs and listens there, "
                + "or give another URL"
        case .authenticationFailed(let location):
            "PostgreSQL at \(location) refused the user name or password. Check the credentials in the URL "
                + "(postgres://USER:PASSWORD@HOST/DATABASE), or the server's pg_hba.conf"
        case .noSuchDatabase(let location):
            "PostgreSQL at \(location) has no such database. Create it (createdb) or name another in the URL"
        case .migrationFailed(let name, let reason):
            "cannot update the PostgreSQL schema (migration \(name): \(reason)). It was rolled back; report the problem"
        case .writtenByNewerVersion(let unknown):
            "the PostgreSQL database was changed by a newer version of this program (migrations \(unknown.joined(separator: ", ")) "
                + "are unknown here). It was left untouched: run the newer version, or use another database"
        case .failed(let location, let reason):
            "PostgreSQL at \(location) failed: \(reason)"
        }
    }
}
