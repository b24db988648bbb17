import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a test PostgreSQL cannot be made or run.
public enum PostgresToolProblem: Error, CustomStringConvertible {
    /// Debian's `postgresql` package is not installed.
    case notInstalled
    /// This process is root and there is no other user to run the server as.
    case noUnprivilegedUser
    /// A command failed.
    case failed(command: String, output: String)

    public var description: String {
        switch self {
        case .notInstalled:
            "PostgreSQL's server programs (initdb, pg_ctl) are not installed: apt-get install postgresql"
        case .noUnprivilegedUser:
            "this runs as root, and PostgreSQL refuses root, but there is no `postgres` or `nobody` user to run it as"
        case .failed(let command, let output):
            "`\(command)` failed: \(output)"
        }
    }
}

/// The server programs of the newest PostgreSQL installed, and the user they run as: this
/// process's own, or, for root, `postgres` (the package's user) or `nobody`, through `runuser`.
struct PostgresTools: Sendable {
    private let binaries: URL
    private let runAs: (name: String, uid: uid_t, gid: gid_t)?

    static func find() -> Result<PostgresTools, PostgresToolProblem> {
        let root = URL(filePath: "/usr/lib/postgresql")
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { FileManager.default.isExecutableFile(atPath: root.appending(path: "\($0)/bin/initdb").path) }
            .sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }
        guard let newest = versions.last else { return .failure(.notInstalled) }
        let binaries = root.appending(path: "\(newest)/bin")
        guard geteuid() == 0 else { return .success(PostgresTools(binaries: binaries, runAs: nil)) }
        for name in ["postgres", "nobody"] {
            if let entry = getpwnam(name), FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") {
                return .success(PostgresTools(binaries: binaries, runAs: (name, entry.pointee.pw_uid, entry.pointee.pw_gid)))
            }
        }
        return .failure(.noUnprivilegedUser)
    }

    /// Gives `paths` to the user the server runs as, owner-only: each with its mode.
    func handOver(_ paths: [(URL, mode_t)]) throws {
        for (path, mode) in paths {
            guard chmod(path.path, mode) == 0 else {
                throw PostgresToolProblem.failed(command: "chmod \(path.path)", output: String(cString: strerror(errno)))
            }
            if let runAs, chown(path.path, runAs.uid, runAs.gid) != 0 {
                throw PostgresToolProblem.failed(command: "chown \(path.path)", output: String(cString: strerror(errno)))
            }
        }
    }

    /// Runs one of the server programs and waits for it; throws with its output when it fails.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid`, not through Foundation's
    /// `Process`: after `pg_ctl start` leaves the server running, `Process.waitUntilExit()`
    /// was seen never to return here, its child left unreaped.
    func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        let executable = binaries.appending(path: program).path
        let command = runAs.map { ["/usr/sbin/runuser", "-u", $0.name, "--", executable] } ?? [executable]
        let outputFile = FileManager.default.temporaryDirectory.appending(path: "watchlist-postgres-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let status = try spawnAndWait(
            command + arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, output: outputFile.path
        )
        guard status == 0 else {
            let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            throw PostgresToolProblem.failed(command: ([program] + arguments).joined(separator: " "), output: text)
        }
    }

    /// Runs `arguments` with standard input from /dev/null and both outputs into `output`;
    /// returns its exit status.
    private func spawnAndWait(_ arguments: [String], environment: [String: String], output: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw PostgresToolProblem.failed(command: arguments[0], output: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw PostgresToolProblem.failed(command: arguments[0], output: String(cString: strerror(errno))) }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
