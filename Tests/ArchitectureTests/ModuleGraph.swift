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
    /// The local packages by name, with their manifests: the features, adapters, kits and API
    /// packages under `Packages/<group>/`, and the dev apps under `DevApps/`.
    let packages: [String: PackageManifest]
    /// The group of each package under `Packages/`: `Features`, `Adapters`, `Kits` or `API`.
    let groups: [String: String]
    /// The names of the dev app packages, those under `DevApps/`.
    let devAppPackages: Set<String>
    /// The root package's manifest.
    let root: PackageManifest

    /// The repository this test file lives in.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The groups of `Packages/`, in the order the documents give them.
    static let groupNames = ["Features", "Adapters", "Kits", "API"]

    static func load(repository: URL = repositoryRoot) async throws -> ModuleGraph {
        let root = try await PackageManifest.load(repository)
        var packages: [String: PackageManifest] = [:]
        var groups: [String: String] = [:]
        for group in groupNames {
            for (name, manifest) in try await manifests(in: repository.appending(path: "Packages/\(group)")) {
                packages[name] = manifest
                groups[name] = group
            }
        }
        let devApps = try await manifests(in: repository.appending(path: "DevApps"))
        return ModuleGraph(root: root, packages: packages.merging(devApps) { package, _ in package }, devAppPackages: Set(devApps.keys), groups: groups)
    }

    /// Every package folder under `Packages/`, as `Packages/<group>/<name>`, sorted.
    static func packagePaths(in repository: URL) throws -> [String] {
        try groupNames.flatMap { group in
            try packageFolders(in: repository.appending(path: "Packages/\(group)")).map { "Packages/\(group)/\($0)" }
        }.sorted()
    }

    /// The manifests of the packages in the folders of `directory`, by folder name.
    static func manifests(in directory: URL) async throws -> [String: PackageManifest] {
        var manifests: [String: PackageManifest] = [:]
        for name in try packageFolders(in: directory) {
            manifests[name] = try await PackageManifest.load(directory.appending(path: name))
        }
        return manifests
    }

    /// The folders of `directory` that hold a `Package.swift`, sorted.
    static func packageFolders(in directory: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter {
            FileManager.default.fileExists(atPath: directory.appending(path: "\($0)/Package.swift").path)
        }
    }

    /// A graph of `packages`; a package without a group is a feature when it has the modules
    /// of one (the synthetic graphs of the rules' own tests), else a kit.
    init(root: PackageManifest, packages: [String: PackageManifest], devAppPackages: Set<String> = [], groups: [String: String]? = nil) {
        self.root = root
        self.packages = packages
        self.devAppPackages = devAppPackages
        self.groups = groups ?? Self.inferredGroups(packages, devAppPackages: devAppPackages)
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

    /// The executable targets of the dev app packages, those under `DevApps/`.
    var devApps: [Module] {
        devAppPackages.sorted().flatMap { package in
            (packages[package]?.targets ?? []).filter { $0.type == "executable" }.map { Module(name: $0.name, package: package) }
        }
    }

    /// The dev apps that serve a feature's web pages (a package named `<Feature>WebDev`); the
    /// others are terminal dev apps, which never link the web's or the server's stack.
    var webDevApps: [Module] { devApps.filter { $0.package?.hasSuffix("WebDev") == true } }

    /// The dev apps that run in a terminal.
    var terminalDevApps: [Module] { devApps.filter { $0.package?.hasSuffix("WebDev") != true } }

    /// Whether `package` holds composition roots: the root package, or a dev app's package.
    func isCompositionRoot(_ package: String) -> Bool {
        package == root.name || devAppPackages.contains(package)
    }

    /// The features: the packages under `Packages/Features/`.
    var features: [String] {
        groups.filter { $0.value == "Features" }.keys.sorted()
    }

    /// The feature whose adapters `package` holds (`WatchlistAdapters`: `Watchlist`), if it
    /// is an adapters package.
    func adaptedFeature(of package: String) -> String? {
        guard groups[package] == "Adapters", package.hasSuffix("Adapters") else { return nil }
        return String(package.dropLast("Adapters".count))
    }

    /// Groups for a graph that names none: `<F>` with `<F>Interface` is a feature, `<F>Adapters`
    /// an adapters package, anything else a kit.
    private static func inferredGroups(_ packages: [String: PackageManifest], devAppPackages: Set<String>) -> [String: String] {
        var groups: [String: String] = [:]
        for (name, manifest) in packages where !devAppPackages.contains(name) {
            let modules = Set(manifest.targets.map(\.name))
            groups[name] = modules.contains("\(name)Interface") ? "Features" : name.hasSuffix("Adapters") ? "Adapters" : "Kits"
        }
        return groups
    }
}
