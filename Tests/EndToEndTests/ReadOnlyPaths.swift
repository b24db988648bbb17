import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes files and directories truly read-only for the processes this test starts, and
/// writable again.
///
/// Permission bits (`chmod`) bind everyone but root, who writes through them. As root, the
/// paths are also marked immutable (`chattr +i`), which binds root too; where that is not
/// allowed (no such tool, a file system without the flag, no `CAP_LINUX_IMMUTABLE`), the
/// condition cannot be created and the tests that need it are skipped.
enum ReadOnlyPaths {
    /// Whether this process can make a path read-only for itself and its children.
    static let canBeCreated: Bool = {
        guard isRoot else { return true }
        let probe = FileManager.default.temporaryDirectory.appending(path: "watchlist-e2e-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data("x".utf8)) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? chattr("+i", probe)) != nil else { return false }
        let blocked = !FileManager.default.isWritableFile(atPath: probe.path)
        try? chattr("-i", probe)
        return blocked
    }()

    static let reason: Comment = "root writes through permission bits, and `chattr +i` is not available here to stop it"

    private static var isRoot: Bool { geteuid() == 0 }

    /// Makes `paths` read-only, files and directories alike.
    static func protect(_ paths: [URL]) throws {
        for path in paths {
            try FileManager.default.setAttributes([.posixPermissions: isDirectory(path) ? 0o555 : 0o444], ofItemAtPath: path.path)
            if isRoot { try chattr("+i", path) }
        }
    }

    /// Makes `paths` writable again.
    static func release(_ paths: [URL]) {
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
