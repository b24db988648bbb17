import Foundation
import TestSupport

/// Runs a command for a test, its output and errors together (see ``ChildProcess``).
enum Shell {
    static func run(_ arguments: [String], in directory: URL) async throws -> ChildProcess.Finished {
        try await ChildProcess.run(arguments, directory: directory, limit: .seconds(30 * 60))
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
