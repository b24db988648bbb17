import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL server for tests: Debian's `postgresql` package, started in a new temporary
/// directory on 127.0.0.1 and a free port, with password authentication, as a user other
/// than root (PostgreSQL refuses to run as root), and removed with its directory by ``stop()``.
///
/// Each test takes a database of its own with ``createDatabase()``, so tests run side by side.
public final class TemporaryPostgres: Sendable {
    /// The address it listens on: never any other.
    public let host = "127.0.0.1"
    /// The port it listens on.
    public let port: Int
    /// The superuser that `initdb` made, and its password.
    public let user = "watchlist"
    /// The superuser's password: random, so another process on this machine cannot guess it.
    public let password: String
    private let directory: URL
    private let tools: PostgresTools

    /// Why no server can be started here, or `nil` when one can.
    public static var unavailableReason: String? {
        switch PostgresTools.find() {
        case .success: nil
        case .failure(let problem): problem.description
        }
    }

    private init(port: Int, password: String, directory: URL, tools: PostgresTools) {
        self.port = port
        self.password = password
        self.directory = directory
        self.tools = tools
    }

    /// Makes a cluster and starts its server; it is ready for connections on return.
    public static func start() throws -> TemporaryPostgres {
        let tools = try PostgresTools.find().get()
        let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-postgres-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let password = UUID().uuidString
        let passwordFile = directory.appending(path: "password")
        try Data(password.utf8).write(to: passwordFile)
        try tools.handOver([(directory, 0o700), (passwordFile, 0o600)])
        do {
            try tools.run("initdb", [
                "--pgdata", directory.appending(path: "data").path, "--username", "watchlist", "--pwfile", passwordFile.path,
                "--auth", "scram-sha-256", "--encoding", "UTF8", "--locale", "C", "--no-sync",
            ])
            var lastFailure: (any Error)?
            for _ in 0..<3 {
                let port = try FreePort.find()
                do {
                    try tools.run("pg_ctl", [
                        "--pgdata", directory.appending(path: "data").path, "--log", directory.appending(path: "server.log").path,
                        "--wait", "--timeout", "60",
                        "-o", "-h 127.0.0.1 -p \(port) -k \(directory.path) -c fsync=off -c max_connections=400", "start",
                    ])
                    return TemporaryPostgres(port: port, password: password, directory: directory, tools: tools)
                } catch {
                    lastFailure = error  // most likely the port was taken in between: try another
                }
            }
            throw lastFailure ?? PostgresToolProblem.failed(command: "pg_ctl start", output: "")
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    /// A new empty database; returns its name.
    public func createDatabase() throws -> String {
        let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try tools.run("createdb", ["--host", host, "--port", "\(port)", "--username", user, name], environment: ["PGPASSWORD": password])
        return name
    }

    /// The URL of `database`, signing in with `password` (the right one unless given).
    public func url(database: String, password: String? = nil) -> String {
        "postgres://\(user):\(password ?? self.password)@\(host):\(port)/\(database)?sslmode=disable"
    }

    /// Stops the server at once and removes its directory.
    public func stop() {
        _ = try? tools.run("pg_ctl", ["--pgdata", directory.appending(path: "data").path, "--mode", "immediate", "--wait", "stop"])
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Asks the kernel for a port that is free on 127.0.0.1 now.
private enum FreePort {
    static func find() throws -> Int {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw PostgresToolProblem.failed(command: "socket", output: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else { throw PostgresToolProblem.failed(command: "bind", output: String(cString: strerror(errno))) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
