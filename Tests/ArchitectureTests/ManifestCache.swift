import Foundation
import Synchronization

/// The manifests read in this test run, by package directory.
///
/// `swift package dump-package` compiles the manifest and takes a second or more, and the
/// architecture tests ask for the same eight manifests again and again. Each directory is
/// read once per process; tests that ask for one at the same time await that one read.
/// A failed read is kept too, so every test that needs the manifest reports the same error.
final class ManifestCache: Sendable {
    /// The cache every test in this process shares.
    static let shared = ManifestCache()

    private let reads = Mutex<[String: Task<Result<PackageManifest, ManifestError>, Never>]>([:])

    /// The manifest of the package at `directory`, from `read` the first time it is asked for.
    func manifest(
        at directory: URL, read: @escaping @Sendable (URL) async -> Result<PackageManifest, ManifestError>
    ) async throws(ManifestError) -> PackageManifest {
        let key = directory.standardizedFileURL.path
        let task = reads.withLock { reads in
            if let task = reads[key] { return task }
            let task = Task { await read(directory) }
            reads[key] = task
            return task
        }
        return try await task.value.get()
    }
}
