import Foundation
import Testing

@Suite struct ProjectSpecTests {
    private let repository = ModuleGraph.repositoryRoot

    private func packageDirectories() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repository.appending(path: "Packages").path)
            .filter { FileManager.default.fileExists(atPath: repository.appending(path: "Packages/\($0)/Package.swift").path) }
            .sorted()
    }

    @Test func projectYMLMirrorsPackageSwift() throws {
        let spec = try ProjectSpec.load(repository.appending(path: "project.yml"))
        let manifest = try PackageManifest.load(repository)
        let problems = ProjectSpec.differences(spec: spec, manifest: manifest, packageDirectories: try packageDirectories())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(spec.targets.count >= 4)
    }

    @Test func aDriftIsReported() throws {
        let manifest = try PackageManifest.load(repository)
        let spec = try ProjectSpec.load(repository.appending(path: "project.yml"))
        var targets = spec.targets
        let removed = targets.removeValue(forKey: "movies-dev")
        #expect(removed != nil)
        if let watchlist = targets["watchlist"] {
            targets["watchlist"] = .init(type: watchlist.type, sources: watchlist.sources, dependencies: Set(watchlist.dependencies.dropFirst()))
        }
        targets["ghost"] = .init(type: "tool", sources: [], dependencies: [])
        let drifted = ProjectSpec(localPackages: spec.localPackages.filter { $0.key != "Storage" }, targets: targets, schemes: spec.schemes)
        let problems = ProjectSpec.differences(spec: drifted, manifest: manifest, packageDirectories: try packageDirectories()).joined(separator: "\n")
        #expect(problems.contains("project.yml lacks a tool target for the executable movies-dev"))
        #expect(problems.contains("project.yml's watchlist lacks the dependency"))
        #expect(problems.contains("project.yml has a target ghost"))
        #expect(problems.contains("Packages/Storage under packages:"))
    }
}
