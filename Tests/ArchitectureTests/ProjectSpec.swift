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

    /// How `project.yml` differs from the root manifest and the Packages folder.
    static func differences(spec: ProjectSpec, manifest: PackageManifest, packageDirectories: [String]) -> [String] {
        var problems: [String] = []
        for directory in packageDirectories where !spec.localPackages.values.contains("Packages/\(directory)") {
            problems.append("project.yml does not declare the local package Packages/\(directory) under packages:")
        }
        let executables = manifest.products.filter { product in
            manifest.targets.contains { product.targets.contains($0.name) && $0.type == "executable" }
        }
        for extra in Set(spec.targets.keys).subtracting(executables.map(\.name)).sorted() {
            problems.append("project.yml has a target \(extra) that Package.swift has no executable product for")
        }
        for product in executables {
            guard let target = spec.targets[product.name] else {
                problems.append("project.yml lacks a tool target for the executable \(product.name)")
                continue
            }
            if target.type != "tool" { problems.append("project.yml's \(product.name) is a \(target.type), not a tool") }
            if !spec.schemes.contains(product.name) { problems.append("project.yml has no scheme for \(product.name)") }
            guard let manifestTarget = manifest.targets.first(where: { product.targets.contains($0.name) }) else { continue }
            if let path = manifestTarget.path, !target.sources.contains(path) {
                problems.append("project.yml's \(product.name) builds \(target.sources), but Package.swift builds \(path)")
            }
            let expected = Set(manifestTarget.dependencies.compactMap { dependency -> ProductDependency? in
                guard case .product(let name, let package?) = dependency else { return nil }
                return ProductDependency(product: name, package: package)
            })
            for missing in expected.subtracting(target.dependencies).sorted(by: { $0.description < $1.description }) {
                problems.append("project.yml's \(product.name) lacks the dependency \(missing) that Package.swift gives it")
            }
            for extra in target.dependencies.subtracting(expected).sorted(by: { $0.description < $1.description }) {
                problems.append("project.yml's \(product.name) has the dependency \(extra) that Package.swift does not give it")
            }
        }
        return problems
    }
}
