import Foundation

/// Every module of the repository (the root package's targets and each local package's),
/// with the modules each one depends on directly. Third-party products are leaves named
/// by their product (`GRDB`, `Crypto`).
struct ModuleGraph {
    /// A module: its name and the package that defines it (`nil` for third-party products).
    struct Module: Hashable, CustomStringConvertible {
        let name: String
        let package: String?
        var description: String { package.map { "\($0)/\(name)" } ?? name }
    }

    /// The direct dependencies of every module the repository defines.
    let dependencies: [Module: [Module]]
    /// Each defined module's kind: `regular`, `executable` or `test`.
    let kinds: [Module: String]
    /// The local packages by name, with their manifests.
    let packages: [String: PackageManifest]
    /// The root package's manifest.
    let root: PackageManifest

    /// The repository this test file lives in.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load(repository: URL = repositoryRoot) throws -> ModuleGraph {
        let root = try PackageManifest.load(repository)
        let packagesDirectory = repository.appending(path: "Packages")
        let names = try FileManager.default.contentsOfDirectory(atPath: packagesDirectory.path).sorted()
        var packages: [String: PackageManifest] = [:]
        for name in names where FileManager.default.fileExists(atPath: packagesDirectory.appending(path: "\(name)/Package.swift").path) {
            packages[name] = try PackageManifest.load(packagesDirectory.appending(path: name))
        }
        return ModuleGraph(root: root, packages: packages)
    }

    init(root: PackageManifest, packages: [String: PackageManifest]) {
        self.root = root
        self.packages = packages
        var dependencies: [Module: [Module]] = [:]
        var kinds: [Module: String] = [:]
        let everyPackage = packages.merging([root.name: root]) { package, _ in package }
        for (packageName, manifest) in everyPackage {
            for target in manifest.targets {
                let module = Module(name: target.name, package: packageName)
                kinds[module] = target.type
                dependencies[module] = target.dependencies.flatMap { dependency in
                    Self.modules(for: dependency, in: packageName, packages: everyPackage)
                }
            }
        }
        self.dependencies = dependencies
        self.kinds = kinds
    }

    private static func modules(for dependency: PackageManifest.Dependency, in packageName: String, packages: [String: PackageManifest]) -> [Module] {
        switch dependency {
        case .target(let name):
            return [Module(name: name, package: packageName)]
        case .product(let name, let package, _):
            guard let package, let manifest = packages[package] else { return [Module(name: name, package: nil)] }
            let targets = manifest.products.first { $0.name == name }?.targets ?? [name]
            return targets.map { Module(name: $0, package: package) }
        }
    }

    /// Every module `module` depends on, directly or not.
    func closure(of module: Module) -> Set<Module> {
        var seen: Set<Module> = []
        var pending = dependencies[module] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += dependencies[next] ?? []
        }
        return seen
    }

    /// The root package's executable targets under `DevApps/`.
    var devApps: [Module] {
        root.targets.filter { $0.type == "executable" && ($0.path ?? "").hasPrefix("DevApps/") }.map { Module(name: $0.name, package: root.name) }
    }

    /// The features: local packages that have `<Name>Interface`, `<Name>` and `<Name>Testing`
    /// modules and at least one adapter, `<Name><Technology>`. A kit may have Interface and
    /// Testing modules too (TerminalUIInterface, TerminalUITesting), but it adapts nothing.
    var features: [String] {
        packages.filter { name, manifest in
            let modules = Set(manifest.targets.map(\.name))
            return ["\(name)Interface", name, "\(name)Testing"].allSatisfy(modules.contains)
                && ModuleRules.technologies.contains { modules.contains(name + $0) }
        }.keys.sorted()
    }
}
