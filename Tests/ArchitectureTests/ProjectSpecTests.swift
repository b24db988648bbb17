import Foundation
import Testing

@Suite struct ProjectSpecTests {
    private let repository = ModuleGraph.repositoryRoot

    private func packageDirectories() throws -> [String] {
        try ModuleGraph.packagePaths(in: repository)
    }

    private func devApps() async throws -> [String: PackageManifest] {
        try await ModuleGraph.manifests(in: repository.appending(path: "DevApps"))
    }

    @Test func projectYMLMirrorsPackageSwift() async throws {
        let spec = try ProjectSpec.load(repository.appending(path: "project.yml"))
        let manifest = try await PackageManifest.load(repository)
        let problems = ProjectSpec.differences(spec: spec, manifest: manifest, devApps: try await devApps(), packageDirectories: try packageDirectories())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(spec.targets.count >= 4)
    }

    @Test func aDriftIsReported() async throws {
        let manifest = try await PackageManifest.load(repository)
        let spec = try ProjectSpec.load(repository.appending(path: "project.yml"))
        var targets = spec.targets
        let removed = targets.removeValue(forKey: "movies-dev")
        #expect(removed != nil)
        if let watchlist = targets["watchlist"] {
            targets["watchlist"] = .init(type: watchlist.type, sources: watchlist.sources, dependencies: Set(watchlist.dependencies.dropFirst()))
        }
        targets["ghost"] = .init(type: "tool", sources: [], dependencies: [])
        let drifted = ProjectSpec(localPackages: spec.localPackages.filter { $0.key != "Storage" }, targets: targets, schemes: spec.schemes)
        let problems = ProjectSpec.differences(spec: drifted, manifest: manifest, devApps: try await devApps(), packageDirectories: try packageDirectories()).joined(separator: "\n")
        #expect(problems.contains("project.yml lacks a tool target for the executable movies-dev"))
        #expect(problems.contains("project.yml's watchlist lacks the dependency"))
        #expect(problems.contains("project.yml has a target ghost"))
        #expect(problems.contains("Packages/Kits/Storage under packages:"))
    }

    /// A dev app's tool target builds its entry point and links its own package's library,
    /// and never what the package links only with its trait: watchlist-web-dev's WatchlistSQLite.
    @Test func aDevAppsTargetLinksItsPackagesLibraryAndNotItsTraitsProducts() async throws {
        let manifest = try await PackageManifest.load(repository)
        let spec = try ProjectSpec.load(repository.appending(path: "project.yml"))
        let library = ProjectSpec.ProductDependency(product: "WatchlistWebDevApp", package: "WatchlistWebDev")
        let sqlite = ProjectSpec.ProductDependency(product: "WatchlistSQLite", package: "WatchlistAdapters")
        let base = try #require(spec.targets["watchlist-web-dev"])
        #expect(base.dependencies == [library] && base.sources == ["DevApps/WatchlistWebDev/Sources/WatchlistWebDevMain"])

        var targets = spec.targets
        targets["watchlist-web-dev"] = .init(type: base.type, sources: ["DevApps/WatchlistWebDev/Sources/WatchlistWebDevApp"], dependencies: [sqlite])
        let drifted = ProjectSpec(localPackages: spec.localPackages.filter { $0.value != "DevApps/WatchlistWebDev" }, targets: targets, schemes: spec.schemes)
        let problems = ProjectSpec.differences(spec: drifted, manifest: manifest, devApps: try await devApps(), packageDirectories: try packageDirectories())
        #expect(problems.sorted() == [
            "project.yml does not declare the local package DevApps/WatchlistWebDev under packages:",
            "project.yml's watchlist-web-dev builds [\"DevApps/WatchlistWebDev/Sources/WatchlistWebDevApp\"], but the manifest builds DevApps/WatchlistWebDev/Sources/WatchlistWebDevMain",
            "project.yml's watchlist-web-dev has the dependency WatchlistAdapters/WatchlistSQLite that the manifest does not give it",
            "project.yml's watchlist-web-dev lacks the dependency WatchlistWebDev/WatchlistWebDevApp that the manifest gives it",
        ])
    }
}
