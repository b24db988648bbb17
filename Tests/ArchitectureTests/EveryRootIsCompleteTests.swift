import Foundation
import TestSupport
import Testing

/// Every executable builds its whole graph: each one found from the package graph (the root
/// package's and every dev app's), none listed here, is run with `COMPOSITION_ROOT_CHECK=1`
/// on its default wiring, and must resolve every registration and every command's
/// `@Injected` needs (the server: build its application, storage, routes and pages), in a
/// temporary home. The root's test targets depend on every dev app's executable product, so
/// `swift build --build-tests` builds them all.
@Suite struct EveryRootIsCompleteTests {
    /// The executable products of the root package and of each dev app's package.
    static func executables(in graph: ModuleGraph) -> [String] {
        let manifests = [graph.root] + graph.devAppPackages.sorted().compactMap { graph.packages[$0] }
        return manifests.flatMap { manifest in
            manifest.targets.filter { $0.type == "executable" }.compactMap { target in
                manifest.products.first { $0.targets.contains(target.name) }?.name
            }
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func everyExecutableResolvesItsWholeGraph() async throws {
        let graph = try await ModuleGraph.load()
        let executables = Self.executables(in: graph)
        #expect(executables.contains("watchlist") && executables.contains("watchlist-server") && executables.count >= 7, "found: \(executables)")
        for product in executables {
            let binary = ModuleGraph.repositoryRoot.appending(path: ".build/debug/\(product)")
            guard FileManager.default.isExecutableFile(atPath: binary.path) else {
                Issue.record("\(product) is not built: the root's test targets must depend on it (scripts/new-feature adds a dev app's product); swift build --product \(product)")
                continue
            }
            let home = FileManager.default.temporaryDirectory.appending(path: "root-check-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: home) }
            let environment = [
                "COMPOSITION_ROOT_CHECK": "1", "HOME": home.path, "XDG_DATA_HOME": home.appending(path: "data").path,
                "WATCHLIST_DB": home.appending(path: "watchlist.sqlite").path, "WATCHLIST_SERVER_DB": home.appending(path: "server.sqlite").path,
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            ]
            let check = try await ChildProcess.run(binary, [], directory: home, environment: environment, limit: .seconds(60))
            #expect(check.status == 0 && check.output.contains("composition root complete"), "\(product): \(check.output)\(check.error)")
        }
    }
}
