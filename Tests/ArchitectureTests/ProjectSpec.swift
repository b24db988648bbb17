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
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of its base settings, without `$(inherited)`.
        var compilationConditions: Set<String> = []
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
            let settings = (value["settings"] as? [String: Any])?["base"] as? [String: Any]
            let conditions = (settings?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] as? String ?? "")
                .split(separator: " ").map(String.init).filter { $0 != "$(inherited)" }
            targets[name] = Target(
                type: value["type"] as? String ?? "", sources: sources, dependencies: Set(dependencies), compilationConditions: Set(conditions)
            )
        }
        let schemes = Set((root["schemes"] as? [String: Any] ?? [:]).keys)
        return ProjectSpec(localPackages: localPackages, targets: targets, schemes: schemes)
    }

    /// The name of the target that builds `product` with `trait` enabled: `auth-dev-AuthDevLive`.
    static func targetName(for product: String, trait: String) -> String {
        "\(product)-\(trait)"
    }

    /// How `project.yml` differs from the root manifest and the Packages folder.
    ///
    /// An executable whose target links some products only with a trait (`condition:
    /// .when(traits: ["AuthDevLive"])`) has a second target, ``targetName(for:trait:)``, that
    /// links them too and compiles with the trait's name as a condition, as SwiftPM does with
    /// `--traits AuthDevLive`; the first links only the products without a condition.
    static func differences(spec: ProjectSpec, manifest: PackageManifest, packageDirectories: [String]) -> [String] {
        var problems: [String] = []
        for directory in packageDirectories where !spec.localPackages.values.contains("Packages/\(directory)") {
            problems.append("project.yml does not declare the local package Packages/\(directory) under packages:")
        }
        let executables = manifest.products.compactMap { product -> (name: String, target: PackageManifest.Target)? in
            guard let target = manifest.targets.first(where: { product.targets.contains($0.name) && $0.type == "executable" }) else { return nil }
            return (product.name, target)
        }
        var expectedTargets: [String: (target: PackageManifest.Target, trait: String?)] = [:]
        for (name, target) in executables {
            expectedTargets[name] = (target, nil)
            for trait in Set(target.dependencies.flatMap(traits(of:))) {
                expectedTargets[targetName(for: name, trait: trait)] = (target, trait)
            }
        }
        for extra in Set(spec.targets.keys).subtracting(expectedTargets.keys).sorted() {
            problems.append("project.yml has a target \(extra) that Package.swift has no executable product (or product with a trait) for")
        }
        for (name, expected) in expectedTargets.sorted(by: { $0.key < $1.key }) {
            problems += differences(of: name, in: spec, from: expected.target, trait: expected.trait)
        }
        return problems
    }

    private static func traits(of dependency: PackageManifest.Dependency) -> [String] {
        guard case .product(_, _, let traits) = dependency else { return [] }
        return traits
    }

    /// How the spec's target `name` differs from the manifest's `target` built with `trait`
    /// (or with no trait).
    private static func differences(of name: String, in spec: ProjectSpec, from manifestTarget: PackageManifest.Target, trait: String?) -> [String] {
        guard let target = spec.targets[name] else {
            return ["project.yml lacks a tool target for the executable \(name)" + (trait.map { " (built with the \($0) trait)" } ?? "")]
        }
        var problems: [String] = []
        if target.type != "tool" { problems.append("project.yml's \(name) is a \(target.type), not a tool") }
        if !spec.schemes.contains(name) { problems.append("project.yml has no scheme for \(name)") }
        if let path = manifestTarget.path, !target.sources.contains(path) {
            problems.append("project.yml's \(name) builds \(target.sources), but Package.swift builds \(path)")
        }
        let expectedConditions: Set<String> = trait.map { [$0] } ?? []
        if target.compilationConditions != expectedConditions {
            problems.append("project.yml's \(name) compiles with the conditions \(target.compilationConditions.sorted()), but SwiftPM with \(trait.map { "--traits \($0)" } ?? "no trait") uses \(expectedConditions.sorted())")
        }
        let expected = Set(manifestTarget.dependencies.compactMap { dependency -> ProductDependency? in
            guard case .product(let product, let package?, let traits) = dependency else { return nil }
            guard traits.isEmpty || trait.map(traits.contains) == true else { return nil }
            return ProductDependency(product: product, package: package)
        })
        for missing in expected.subtracting(target.dependencies).sorted(by: { $0.description < $1.description }) {
            problems.append("project.yml's \(name) lacks the dependency \(missing) that Package.swift gives it")
        }
        for extra in target.dependencies.subtracting(expected).sorted(by: { $0.description < $1.description }) {
            problems.append("project.yml's \(name) has the dependency \(extra) that Package.swift does not give it")
        }
        return problems
    }
}
