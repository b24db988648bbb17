import Foundation

/// Backups of a PostgreSQL database with PostgreSQL's own programs: `pg_dump`'s custom
/// archive, one consistent snapshot (a repeatable-read transaction) taken while servers go
/// on reading and writing, and `pg_restore` to put it back, in one transaction. The
/// programs come from `PATH`, else the newest of Debian's `/usr/lib/postgresql/N/bin`; the
/// password goes to them in their environment, never on a command line that `ps` shows.
public struct PostgresBackup: Sendable {
    /// Where the database is.
    public let location: PostgresLocation
    private let binaries: [String: URL]

    /// The programs this needs, found on `PATH` or in `/usr/lib/postgresql`.
    /// - Throws: ``PostgresBackupError/toolMissing(_:)`` when one is not installed.
    public init(location: PostgresLocation, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PostgresBackupError) {
        self.location = location
        var binaries: [String: URL] = [:]
        for tool in ["pg_dump", "pg_restore", "psql"] {
            guard let url = Self.find(tool, environment: environment) else { throw .toolMissing(tool) }
            binaries[tool] = url
        }
        self.binaries = binaries
    }

    /// Writes the database, as it is when the dump begins, to a new file at `destination`:
    /// written beside it and renamed into place once whole.
    /// - Throws: ``PostgresBackupError/destinationExists(path:)`` rather than replace a file.
    public func dump(to destination: URL) async throws(PostgresBackupError) {
        guard !FileManager.default.fileExists(atPath: destination.path) else { throw .destinationExists(path: destination.path) }
        let partial = destination.deletingLastPathComponent().appending(path: ".\(destination.lastPathComponent).partial")
        try? FileManager.default.removeItem(at: partial)
        do {
            try await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", partial.path])
            try FileManager.default.moveItem(at: partial, to: destination)
        } catch let error as PostgresBackupError {
            try? FileManager.default.removeItem(at: partial)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw .failed(tool: "pg_dump", output: "cannot write \(destination.path): \(error)")
        }
    }

    /// The tables of the database that hold at least one row, the migrations' record aside.
    public func tablesWithData() async throws(PostgresBackupError) -> [String] {
        let query = """
            SELECT table_name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migration'
              AND (xpath('/row/present/text()', query_to_xml(format('SELECT EXISTS (SELECT 1 FROM %I.%I) AS present', table_schema, table_name), false, true, '')))[1]::text = 'true'
            ORDER BY table_name
            """
        let output = try await run("psql", ["--no-psqlrc", "--tuples-only", "--no-align", "--quiet", "--command", query])
        return output.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// Puts the archive at `source` in place of the database's tables, in one transaction:
    /// into a database without data, or, with `force`, dropping what the archive holds first.
    /// The server that opens the database next applies the migrations an older archive lacks.
    public func restore(from source: URL, force: Bool) async throws(PostgresBackupError) {
        guard FileManager.default.fileExists(atPath: source.path) else { throw .notABackup(path: source.path, reason: "there is no such file") }
        do {
            _ = try await run("pg_restore", ["--list", source.path], database: false)
        } catch {
            throw .notABackup(path: source.path, reason: "it is not an archive that pg_restore reads")
        }
        let filled = try await tablesWithData()
        if !force, !filled.isEmpty { throw .notEmpty(database: location.description, tables: filled) }
        // Tables a server made, empty or not, are dropped and made again from the archive.
        let existing = try await run("psql", [
            "--no-psqlrc", "--tuples-only", "--no-align", "--quiet", "--command",
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()",
        ])
        let clean = existing.trimmingCharacters(in: .whitespacesAndNewlines) != "0"
        _ = try await run("pg_restore", ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error"]
            + (clean ? ["--clean", "--if-exists"] : []) + [source.path])
    }

    /// Runs `tool` on the database (unless `database` is false) and returns what it printed;
    /// throws with its errors when it fails.
    @discardableResult
    private func run(_ tool: String, _ arguments: [String], database: Bool = true) async throws(PostgresBackupError) -> String {
        guard let executable = binaries[tool] else { throw .toolMissing(tool) }
        let connection = database ? ["--host", location.host, "--port", String(location.port), "--username", location.username, "--dbname", location.database] : []
        var environment = ProcessInfo.processInfo.environment
        environment["PGPASSWORD"] = location.password
        environment["PGSSLMODE"] = location.tls.rawValue
        environment["PGCONNECT_TIMEOUT"] = "10"
        let output = FileManager.default.temporaryDirectory.appending(path: "watchlist-\(tool)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let status: Int32
        let text: String
        do {
            FileManager.default.createFile(atPath: output.path, contents: nil, attributes: [.posixPermissions: 0o600])
            let handle = try FileHandle(forWritingTo: output)
            defer { try? handle.close() }
            let process = Process()
            process.executableURL = executable
            process.arguments = connection + arguments
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = handle
            process.standardError = handle
            status = try await withCheckedThrowingContinuation { continuation in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
            text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        } catch {
            throw .failed(tool: tool, output: "\(error)")
        }
        guard status == 0 else { throw .failed(tool: tool, output: String(text.suffix(2_000)).trimmingCharacters(in: .whitespacesAndNewlines)) }
        return text
    }

    private static func find(_ tool: String, environment: [String: String]) -> URL? {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { URL(filePath: String($0)).appending(path: tool) }
        if let found = path.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) { return found }
        let root = URL(filePath: "/usr/lib/postgresql")
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
        return versions.map { root.appending(path: "\($0)/bin/\(tool)") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Why a PostgreSQL backup could not be made or restored. Each message says what to do.
public enum PostgresBackupError: Error, Equatable, CustomStringConvertible {
    /// One of PostgreSQL's programs is not installed.
    case toolMissing(String)
    /// A backup never replaces a file.
    case destinationExists(path: String)
    /// The file to restore is not an archive of `pg_dump`.
    case notABackup(path: String, reason: String)
    /// The database holds data, and `force` was not given.
    case notEmpty(database: String, tables: [String])
    /// A program failed; its own words.
    case failed(tool: String, output: String)

    public var description: String {
        switch self {
        case .toolMissing(let tool):
            "\(tool) is not installed, and backups of PostgreSQL are made with it: install PostgreSQL's client programs (on Debian, apt install postgresql-client), at the server's version or newer"
        case .destinationExists(let path):
            "\(path) exists already, and a backup never replaces a file: name a new file, or move that one aside"
        case .notABackup(let path, let reason):
            "\(path) cannot be restored: \(reason). Nothing was changed"
        case .notEmpty(let database, let tables):
            "\(database) holds data already (\(tables.prefix(5).joined(separator: ", "))\(tables.count > 5 ? ", …" : "")), and a restore replaces it. Nothing was changed: back it up first, then give --force to replace it"
        case .failed(let tool, let output):
            "\(tool) failed: \(output)"
        }
    }
}
