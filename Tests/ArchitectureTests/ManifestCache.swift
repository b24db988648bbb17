import Foundation
import Synchronization

/// The manifests read in this test run, by package directory.
///
/// `swift package dump-package` compiles the manifest and takes a second or more, and the
/// architecture tests ask for the same eight manifests again and again. Each directory is
/// read once per process; tests that ask for one at the same time wait for that one read.
/// A failed read is kept too, so every test that needs the manifest reports the same error.
final class ManifestCache: Sendable {
    /// The cache every test in this process shares.
    static let shared = ManifestCache()

    /// One directory's manifest, read at most once.
    private final class Entry: Sendable {
        let result = Mutex<Result<PackageManifest, ManifestError>?>(nil)
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The manifest of the package at `directory`, from `read` the first time it is asked for.
    func manifest(at directory: URL, read: (URL) -> Result<PackageManifest, ManifestError>) throws(ManifestError) -> PackageManifest {
        let key = directory.standardizedFileURL.path
        let entry = entries.withLock { entries in
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
        let result = entry.result.withLock { result in
            if let result { return result }
            let loaded = read(directory)
            result = loaded
            return loaded
        }
        return try result.get()
    }
}
