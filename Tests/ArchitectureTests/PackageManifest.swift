import Foundation
import TestSupport

/// The parts of `swift package dump-package` that the architecture rules read.
struct PackageManifest: Decodable, Sendable {
    struct Product: Decodable, Sendable {
        let name: String
        let targets: [String]
    }

    struct Target: Decodable, Sendable {
        let name: String
        let type: String
        let path: String?
        let dependencies: [Dependency]
    }

    /// A target's dependency: another target of the same package, or a product of a package,
    /// which may be linked only when one of `traits` is enabled (`condition: .when(traits:)`).
    enum Dependency: Decodable, Sendable {
        case target(String)
        case product(name: String, package: String?, traits: [String] = [])

        private enum CodingKeys: String, CodingKey { case byName, target, product }

        /// A dependency's `condition`, of which only the traits matter here.
        private struct Condition: Decodable {
            let traits: [String]?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if var values = try? container.nestedUnkeyedContainer(forKey: .product) {
                // [name, package, module aliases, condition]
                let name = try values.decode(String.self)
                let package = try values.decodeIfPresent(String.self)
                _ = values.isAtEnd ? nil : try values.decodeIfPresent([String: String].self)
                let condition = values.isAtEnd ? nil : try values.decodeIfPresent(Condition.self)
                self = .product(name: name, package: package, traits: condition?.traits ?? [])
            } else if var values = try? container.nestedUnkeyedContainer(forKey: .target) {
                self = .target(try values.decode(String.self))
            } else {
                var values = try container.nestedUnkeyedContainer(forKey: .byName)
                self = .target(try values.decode(String.self))
            }
        }
    }

    let name: String
    let products: [Product]
    let targets: [Target]

    /// The manifest of the package at `directory`, read once per test run (see ``ManifestCache``).
    static func load(_ directory: URL) async throws(ManifestError) -> PackageManifest {
        try await ManifestCache.shared.manifest(at: directory, read: read)
    }

    /// Reads the manifest of the package at `directory`, using a private scratch directory so
    /// it never waits on the build that is running the tests.
    private static func read(_ directory: URL) async -> Result<PackageManifest, ManifestError> {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump: ChildProcess.Finished
        do {
            dump = try await ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["swift", "package", "--package-path", directory.path, "--scratch-path", scratch.path, "dump-package"],
                limit: .seconds(300)
            )
        } catch {
            return .failure(ManifestError(message: "could not run swift package dump-package for \(directory.path): \(error)"))
        }
        guard dump.status == 0 else {
            return .failure(ManifestError(message: "swift package dump-package failed for \(directory.path); run it there to see why"))
        }
        do {
            return .success(try JSONDecoder().decode(PackageManifest.self, from: Data(dump.output.utf8)))
        } catch {
            return .failure(ManifestError(message: "swift package dump-package for \(directory.path) printed what this test cannot read: \(error)"))
        }
    }
}

/// A manifest or spec that could not be read, saying which and why.
struct ManifestError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
