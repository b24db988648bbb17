import Foundation
import Synchronization
import Testing

/// Each manifest is read once per test run, however many tests ask for it and however
/// many ask at once.
@Suite struct ManifestCacheTests {
    /// The directories a test's `read` was called for, in order.
    private final class Reads: Sendable {
        private let paths = Mutex<[String]>([])
        var all: [String] { paths.withLock { $0 } }
        func record(_ directory: URL) { paths.withLock { $0.append(directory.path) } }
    }

    private static func manifest(named name: String) -> PackageManifest {
        PackageManifest(name: name, products: [], targets: [])
    }

    @Test func aDirectoryIsReadOnceEvenWhenManyAskAtOnce() async {
        let cache = ManifestCache()
        let reads = Reads()
        let directory = URL(fileURLWithPath: "/packages/Alpha")
        let names = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try? await cache.manifest(at: directory) { directory in
                        reads.record(directory)
                        try? await Task.sleep(for: .milliseconds(50))
                        return .success(Self.manifest(named: directory.lastPathComponent))
                    }.name
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(names == Array(repeating: "Alpha", count: 20))
        #expect(reads.all == ["/packages/Alpha"])
    }

    @Test func eachDirectoryHasItsOwnEntryAndAFailureIsKept() async throws {
        let cache = ManifestCache()
        let reads = Reads()
        @Sendable func read(_ directory: URL) async -> Result<PackageManifest, ManifestError> {
            reads.record(directory)
            return directory.lastPathComponent == "Broken"
                ? .failure(ManifestError(message: "cannot read Broken"))
                : .success(Self.manifest(named: directory.lastPathComponent))
        }
        #expect(try await cache.manifest(at: URL(fileURLWithPath: "/p/Alpha"), read: read).name == "Alpha")
        #expect(try await cache.manifest(at: URL(fileURLWithPath: "/p/Beta"), read: read).name == "Beta")
        #expect(try await cache.manifest(at: URL(fileURLWithPath: "/p/./Alpha"), read: read).name == "Alpha")
        for _ in 0..<2 {
            await #expect(throws: ManifestError.self) { try await cache.manifest(at: URL(fileURLWithPath: "/p/Broken"), read: read) }
        }
        #expect(reads.all == ["/p/Alpha", "/p/Beta", "/p/Broken"])
    }
}
