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
    /// The local packages by name, with their manifests: the features and kits under
    /// `Packages/`, and the dev apps under `DevApps/`.
    let packages: [String: PackageManifest]
    /// The names of the dev app packages, those under `DevApps/`.
    let devAppPackages: Set<String>
    /// The root package's manifest.
    let root: PackageManifest

    /// The repository this test file lives in.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load(repository: URL = repositoryRoot) async throws -> ModuleGraph {
        let root = try await PackageManifest.load(repository)
        let packages = try await manifests(in: repository.appending(path: "Packages"))
        let devApps = try await manifests(in: repository.appending(path: "DevApps"))
        return ModuleGraph(root: root, packages: packages.merging(devApps) { package, _ in package }, devAppPackages: Set(devApps.keys))
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
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter {
            FileManager.default.fileExists(atPath: directory.appending(path: "\($0)/Package.swift").path)
        }
    }

    init(root: PackageManifest, packages: [String: PackageManifest], devAppPackages: Set<String> = []) {
        self.root = root
        self.packages = packages
        self.devAppPackages = devAppPackages
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
