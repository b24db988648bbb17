import Foundation

/// The parts of `swift package dump-package` that the architecture rules read.
struct PackageManifest: Decodable {
    struct Product: Decodable {
        let name: String
        let targets: [String]
    }

    struct Target: Decodable {
        let name: String
        let type: String
        let path: String?
        let dependencies: [Dependency]
    }

    /// A target's dependency: another target of the same package, or a product of a package.
    enum Dependency: Decodable {
        case target(String)
        case product(name: String, package: String?)

        private enum CodingKeys: String, CodingKey { case byName, target, product }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if var values = try? container.nestedUnkeyedContainer(forKey: .product) {
                let name = try values.decode(String.self)
                let package = try values.decodeIfPresent(String.self)
                self = .product(name: name, package: package)
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

    /// Reads the manifest of the package at `directory`, using a private scratch directory so
    /// it never waits on the build that is running the tests.
    static func load(_ directory: URL) throws -> PackageManifest {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", directory.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ManifestError(message: "swift package dump-package failed for \(directory.path)")
        }
        return try JSONDecoder().decode(PackageManifest.self, from: data)
    }
}

struct ManifestError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
