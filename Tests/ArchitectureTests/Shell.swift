import Foundation

/// Runs a command for a test, with its output in a file (never a pipe that could fill up).
enum Shell {
    struct Result {
        let status: Int32
        let output: String
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Result {
        let log = FileManager.default.temporaryDirectory.appending(path: "shell-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Result(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// Copies the repository's sources to `destination`, leaving out build products and git.
    static func copyRepository(from source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) {
            if name == ".git" || name == ".build" || name.hasPrefix(".build-") || name == ".swiftpm" { continue }
            let item = source.appending(path: name)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: item.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try copyRepository(from: item, to: destination.appending(path: name))
            } else {
                try manager.copyItem(at: item, to: destination.appending(path: name))
            }
        }
    }
}
