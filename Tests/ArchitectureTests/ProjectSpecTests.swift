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

    /// auth-dev links AuthSQLite, AuthCrypto and Storage only with the AuthDevLive trait: project.yml has
    /// auth-dev without them and auth-dev-AuthDevLive with them and the condition.
    @Test func aTraitsTargetMirrorsTheTrait() throws {
        let manifest = try PackageManifest.load(repository)
        let spec = try ProjectSpec.load(repository.appending(path: "project.yml"))
        let live = ProjectSpec.targetName(for: "auth-dev", trait: "AuthDevLive")
        let authSQLite = ProjectSpec.ProductDependency(product: "AuthSQLite", package: "Auth")
        let base = try #require(spec.targets["auth-dev"])
        let traitTarget = try #require(spec.targets[live], "project.yml lacks \(live)")
        #expect(!base.dependencies.contains(authSQLite) && base.compilationConditions.isEmpty)
        #expect(traitTarget.dependencies.contains(authSQLite) && traitTarget.compilationConditions == ["AuthDevLive"])
        #expect(spec.schemes.contains(live))

        var targets = spec.targets
        targets["auth-dev"] = .init(type: base.type, sources: base.sources, dependencies: base.dependencies.union([authSQLite]))
        targets[live] = .init(type: traitTarget.type, sources: traitTarget.sources, dependencies: traitTarget.dependencies.subtracting([authSQLite]))
        let drifted = ProjectSpec(localPackages: spec.localPackages, targets: targets, schemes: spec.schemes)
        let problems = ProjectSpec.differences(spec: drifted, manifest: manifest, packageDirectories: try packageDirectories())
        #expect(problems.sorted() == [
            "project.yml's auth-dev has the dependency Auth/AuthSQLite that Package.swift does not give it",
            "project.yml's auth-dev-AuthDevLive compiles with the conditions [], but SwiftPM with --traits AuthDevLive uses [\"AuthDevLive\"]",
            "project.yml's auth-dev-AuthDevLive lacks the dependency Auth/AuthSQLite that Package.swift gives it",
        ])
    }
}
