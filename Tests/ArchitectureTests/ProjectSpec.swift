import Foundation
import Yams

/// The parts of `project.yml` (an XcodeGen spec) that must mirror `Package.swift`.
struct ProjectSpec {
    /// A package product a target depends on, by product name and package identity.
    struct ProductDependency: Hashable, CustomStringConvertible {
        let product: String
        let package: String
        var description: String { "\(package)/\(product)" }
    }

    struct Target {
        let type: String
        let sources: [String]
        let dependencies: Set<ProductDependency>
    }

    /// Local packages by spec name, with their paths.
    let localPackages: [String: String]
    let targets: [String: Target]
    let schemes: Set<String>

    static func load(_ url: URL) throws -> ProjectSpec {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let root = try Yams.load(yaml: text) as? [String: Any] else {
            throw ManifestError(message: "\(url.lastPathComponent) is not a YAML mapping")
        }
        let packages = root["packages"] as? [String: [String: Any]] ?? [:]
        var identities: [String: String] = [:]
        var localPackages: [String: String] = [:]
        for (name, package) in packages {
            if let path = package["path"] as? String {
                localPackages[name] = path
                identities[name] = URL(fileURLWithPath: path).lastPathComponent
            } else if let url = package["url"] as? String {
                identities[name] = URL(string: url)?.deletingPathExtension().lastPathComponent ?? name
            }
        }
        var targets: [String: Target] = [:]
        for (name, value) in root["targets"] as? [String: [String: Any]] ?? [:] {
            let dependencies = (value["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> ProductDependency? in
                guard let package = dependency["package"] as? String else { return nil }
                return ProductDependency(product: dependency["product"] as? String ?? package, package: identities[package] ?? package)
            }
            let sources = (value["sources"] as? [Any] ?? []).compactMap { ($0 as? String) ?? ($0 as? [String: Any])?["path"] as? String }
            targets[name] = Target(type: value["type"] as? String ?? "", sources: sources, dependencies: Set(dependencies))
        }
        let schemes = Set((root["schemes"] as? [String: Any] ?? [:]).keys)
        return ProjectSpec(localPackages: localPackages, targets: targets, schemes: schemes)
    }

    /// How `project.yml` differs from the manifests: the root package's and the dev apps'.
    ///
    /// Every package under `Packages/<group>/` and `DevApps/` (`packageDirectories`: the first,
    /// as `Packages/<group>/<name>`) is a local package of the spec. Each
    /// executable product is a tool target with a scheme, building the executable target's
    /// sources and depending on exactly the products that target depends on. A dev app's
    /// executable depends on its package's library (`MoviesDevApp`), which the spec names as
    /// that package's product. Products linked only with a trait are left out: XcodeGen
    /// cannot enable a package's trait, so Xcode builds the dev apps with their defaults.
    static func differences(
        spec: ProjectSpec, manifest: PackageManifest, devApps: [String: PackageManifest], packageDirectories: [String]
    ) -> [String] {
        var problems: [String] = []
        let directories = packageDirectories + devApps.keys.sorted().map { "DevApps/\($0)" }
        for directory in directories where !spec.localPackages.values.contains(directory) {
            problems.append("project.yml does not declare the local package \(directory) under packages:")
        }
        var expected: [String: (target: PackageManifest.Target, package: String, path: String)] = [:]
        let packages = [("", manifest)] + devApps.sorted { $0.key < $1.key }.map { ("DevApps/\($0.key)/", $0.value) }
        for (directory, package) in packages {
            for product in package.products {
                guard let target = package.targets.first(where: { product.targets.contains($0.name) && $0.type == "executable" }) else { continue }
                expected[product.name] = (target, package.name, directory + (target.path ?? "Sources/\(target.name)"))
            }
        }
        for extra in Set(spec.targets.keys).subtracting(expected.keys).sorted() {
            problems.append("project.yml has a target \(extra) that no manifest has an executable product for")
        }
        for (name, executable) in expected.sorted(by: { $0.key < $1.key }) {
            problems += differences(of: name, in: spec, from: executable.target, package: executable.package, path: executable.path)
        }
        return problems
    }

    /// How the spec's target `name` differs from the executable `manifestTarget` of `package`,
    /// whose sources are at `path`.
    private static func differences(
        of name: String, in spec: ProjectSpec, from manifestTarget: PackageManifest.Target, package: String, path: String
    ) -> [String] {
        guard let target = spec.targets[name] else {
            return ["project.yml lacks a tool target for the executable \(name)"]
        }
        var problems: [String] = []
        if target.type != "tool" { problems.append("project.yml's \(name) is a \(target.type), not a tool") }
        if !spec.schemes.contains(name) { problems.append("project.yml has no scheme for \(name)") }
        if target.sources != [path] {
            problems.append("project.yml's \(name) builds \(target.sources), but the manifest builds \(path)")
        }
        let expected = Set(manifestTarget.dependencies.compactMap { dependency -> ProductDependency? in
            switch dependency {
            case .target(let library): ProductDependency(product: library, package: package)
            case .product(let product, let package?, let traits) where traits.isEmpty: ProductDependency(product: product, package: package)
            case .product: nil
            }
        })
        for missing in expected.subtracting(target.dependencies).sorted(by: { $0.description < $1.description }) {
            problems.append("project.yml's \(name) lacks the dependency \(missing) that the manifest gives it")
        }
        for extra in target.dependencies.subtracting(expected).sorted(by: { $0.description < $1.description }) {
            problems.append("project.yml's \(name) has the dependency \(extra) that the manifest does not give it")
        }
        return problems
    }
}
