import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes files and directories truly read-only, for the test process and the processes it
/// starts, and writable again: what tests of read-only databases need, in Storage's own tests
/// and end to end.
///
/// Permission bits (`chmod`) bind everyone but root, who writes through them. As root, the
/// paths are also marked immutable (`chattr +i`), which binds root too; where that is not
/// allowed (no such tool, a file system without the flag, no `CAP_LINUX_IMMUTABLE`), the
/// condition cannot be created and the tests that need it are skipped (`.requires(.readOnlyPaths)`),
/// or fail under `WATCHLIST_REQUIRE_READ_ONLY_PATHS=1`.
public enum ReadOnlyPaths {
    /// Whether this process can make a path read-only for itself and its children.
    public static let canBeCreated: Bool = {
        guard isRoot else { return true }
        let probe = FileManager.default.temporaryDirectory.appending(path: "watchlist-read-only-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data("x".utf8)) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? chattr("+i", probe)) != nil else { return false }
        let blocked = !FileManager.default.isWritableFile(atPath: probe.path)
        try? chattr("-i", probe)
        return blocked
    }()

    /// Why tests that need it are skipped when ``canBeCreated`` is false.
    public static let reason = "root writes through permission bits, and `chattr +i` is not available here to stop it"

    private static var isRoot: Bool { geteuid() == 0 }

    /// Makes `paths` read-only, files and directories alike.
    public static func protect(_ paths: [URL]) throws {
        for path in paths {
            try FileManager.default.setAttributes([.posixPermissions: isDirectory(path) ? 0o555 : 0o444], ofItemAtPath: path.path)
            if isRoot { try chattr("+i", path) }
        }
    }

    /// Makes `paths` writable again.
    public static func release(_ paths: [URL]) {
        for path in paths {
            if isRoot { try? chattr("-i", path) }
            try? FileManager.default.setAttributes([.posixPermissions: isDirectory(path) ? 0o755 : 0o644], ofItemAtPath: path.path)
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private struct ChattrFailed: Error {
        let status: Int32
    }

    private static func chattr(_ flag: String, _ url: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", flag, url.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ChattrFailed(status: process.terminationStatus) }
    }
}
