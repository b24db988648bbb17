import Foundation
import Testing

/// `scripts/package-tests` writes the one package in which `scripts/test-all` runs every local
/// package's tests: each test target with its package's declarations, reached by a link, and a
/// test target that cannot be reached from outside its package stops it with its name.
@Suite struct PackageTestsScriptTests {
    /// Two small packages: `Shelf`, whose test target needs its product's target and a target
    /// `needs` names, and `Lamp`, a plain one.
    private static func packages(in folder: URL, shelfTestNeeds needs: String) throws -> [URL] {
        let shelf = folder.appending(path: "Shelf"), lamp = folder.appending(path: "Lamp")
        let files = [
            shelf.appending(path: "Package.swift"): """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(
                    name: "Shelf",
                    products: [.library(name: "Shelf", targets: ["Shelf"])],
                    targets: [
                        .target(name: "Shelf"),
                        .target(name: "ShelfInternals"),
                        .testTarget(name: "ShelfTests", dependencies: [\(needs)], resources: [.copy("Books")]),
                    ]
                )
                """,
            shelf.appending(path: "Sources/Shelf/Shelf.swift"): "public struct Shelf {}\n",
            shelf.appending(path: "Sources/ShelfInternals/Internals.swift"): "struct Internals {}\n",
            shelf.appending(path: "Tests/ShelfTests/ShelfTests.swift"): "import Testing\n",
            shelf.appending(path: "Tests/ShelfTests/Books/one.txt"): "one\n",
            lamp.appending(path: "Package.swift"): """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(
                    name: "Lamp",
                    products: [.library(name: "Lamp", targets: ["Lamp"])],
                    targets: [.target(name: "Lamp"), .testTarget(name: "LampTests", dependencies: ["Lamp"])]
                )
                """,
            lamp.appending(path: "Sources/Lamp/Lamp.swift"): "public struct Lamp {}\n",
            lamp.appending(path: "Tests/LampTests/LampTests.swift"): "import Testing\n",
        ]
        for (url, text) in files {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return [shelf, lamp]
    }

    private static let script = ModuleGraph.repositoryRoot.appending(path: "scripts/package-tests").path

    @Test func eachTestTargetKeepsItsDeclarationsAndIsReachedByALink() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "package-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let packages = try Self.packages(in: folder, shelfTestNeeds: #""Shelf""#)
        let output = folder.appending(path: ".build-package-tests")
        let written = try await Shell.run(["python3", Self.script, output.path] + packages.map(\.path), in: folder)
        #expect(written.status == 0, "\(written.output)")
        let manifest = try String(contentsOf: output.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(path: "../Shelf")"#) && manifest.contains(#".package(path: "../Lamp")"#), "\(manifest)")
        #expect(manifest.contains(#".testTarget(name: "ShelfTests", dependencies: [.product(name: "Shelf", package: "shelf")], resources: [.copy("Books")])"#), "\(manifest)")
        #expect(manifest.contains(#".testTarget(name: "LampTests", dependencies: [.product(name: "Lamp", package: "lamp")])"#), "\(manifest)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: output.appending(path: "Tests/ShelfTests").path)
        #expect(link == packages[0].appending(path: "Tests/ShelfTests").resolvingSymlinksInPath().path, "\(link)")
    }

    @Test func aTestTargetThatNeedsATargetNoProductHoldsStopsTheScript() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "package-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let packages = try Self.packages(in: folder, shelfTestNeeds: #""Shelf", "ShelfInternals""#)
        let written = try await Shell.run(["python3", Self.script, folder.appending(path: ".build-package-tests").path] + packages.map(\.path), in: folder)
        #expect(written.status != 0)
        #expect(written.output.contains("ShelfTests needs ShelfInternals, which no product of its package holds; add a product for it"), "\(written.output)")
    }
}
