/// The module rules of the architecture, checked on a ``ModuleGraph``. Each violation names
/// the modules involved and the rule, so a failing test says what to change.
enum ModuleRules {
    /// What a module is, by its name and package.
    enum Role: Equatable {
        case interface(feature: String)
        case implementation(feature: String)
        case live(feature: String)
        case testing(feature: String)
        case other
    }

    static func role(of module: ModuleGraph.Module, features: [String]) -> Role {
        guard let package = module.package, features.contains(package) else { return .other }
        switch module.name {
        case "\(package)Interface": return .interface(feature: package)
        case package: return .implementation(feature: package)
        case "\(package)Live": return .live(feature: package)
        case "\(package)Testing": return .testing(feature: package)
        default: return .other
        }
    }

    /// Modules a feature keeps to itself. They are public only so that the composition roots
    /// (the root package, another package) can wire the feature's adapters; no other package
    /// may depend on one, nor may the feature's own Interface module, which every feature sees.
    /// AuthCredentials holds stored password hashes and the hasher: no business of Watchlist's.
    static let privateModules: Set<ModuleGraph.Module> = [.init(name: "AuthCredentials", package: "Auth")]

    /// Kit modules too large for an Interface module, with the small module that holds what
    /// an Interface may name: a factory returning `any Screen` needs TerminalUIInterface,
    /// not the whole UI kit.
    static let kitsWithInterfaces: [String: String] = ["TerminalUI": "TerminalUIInterface"]

    /// Products that only `Live` modules, Storage and tests may depend on.
    static let heavyProducts: Set<String> = ["GRDB", "Crypto", "_CryptoExtras", "CryptoExtras"]

    /// Every violation in `graph`, as messages; `privateModules` are those of ``privateModules``
    /// unless a test gives its own.
    static func violations(in graph: ModuleGraph, privateModules: Set<ModuleGraph.Module> = privateModules) -> [String] {
        let features = graph.features
        var problems: [String] = []
        for (module, direct) in graph.dependencies.sorted(by: { $0.key.description < $1.key.description }) {
            let isTest = graph.kinds[module] == "test"
            let isRoot = module.package == graph.root.name
            let moduleRole = role(of: module, features: features)
            for dependency in direct {
                let dependencyRole = role(of: dependency, features: features)
                switch (moduleRole, dependencyRole) {
                case (.interface, .implementation), (.interface, .live), (.interface, .testing):
                    problems.append("\(module) depends on \(dependency): an Interface module must not import any implementation, Live or Testing module")
                case (.implementation(let own), .implementation(let other)) where own != other,
                     (.implementation(let own), .live(let other)) where own != other,
                     (.implementation(let own), .testing(let other)) where own != other:
                    problems.append("\(module) depends on \(dependency): a feature must not import another feature's implementation, Live or Testing module")
                case (.implementation(let own), .live(let other)) where own == other,
                     (.implementation(let own), .testing(let other)) where own == other:
                    problems.append("\(module) depends on \(dependency): a feature's logic must not import its own Live or Testing module; the composition root wires them")
                default:
                    break
                }
                if case .interface = moduleRole, let kitInterface = kitsWithInterfaces[dependency.name] {
                    problems.append("\(module) depends on \(dependency): an Interface module may depend on \(kitInterface), not on all of \(dependency.name)")
                }
                if case .testing(let feature) = moduleRole,
                   !isAllowedInTesting(dependency, feature: feature, graph: graph, privateModules: privateModules) {
                    problems.append("\(module) depends on \(dependency): a Testing module may depend only on its feature's Interface module (and the interfaces that one exposes) and its feature's private modules")
                }
                if privateModules.contains(dependency), let owner = dependency.package, !isRoot,
                   module.package != owner || moduleRole == .interface(feature: owner) {
                    problems.append("\(module) depends on \(dependency): \(dependency.name) is private to the \(owner) feature; only \(owner)'s own modules other than its Interface, and the root package's executables and tests, may depend on it")
                }
                if dependency.package == nil, heavyProducts.contains(dependency.name), !isTest, !isRoot {
                    let isLive = module.name.hasSuffix("Live")
                    let isStorage = module.package == "Storage"
                    if !isLive && !isStorage {
                        problems.append("\(module) depends on \(dependency.name): heavy dependencies (GRDB, swift-crypto) belong only in Live modules and Storage")
                    }
                }
            }
            if !isRoot && !isTest {
                let liveFeatures = Set(graph.closure(of: module).compactMap { dependency -> String? in
                    if case .live(let feature) = self.role(of: dependency, features: features) { return feature }
                    return nil
                })
                if liveFeatures.count > 1 {
                    problems.append("\(module) links the Live modules of \(liveFeatures.sorted().joined(separator: " and ")): only MainApp, DevApps and root Tests may link Live modules of more than one feature")
                }
            }
        }
        return problems
    }

    private static func isAllowedInTesting(
        _ dependency: ModuleGraph.Module, feature: String, graph: ModuleGraph, privateModules: Set<ModuleGraph.Module>
    ) -> Bool {
        let ownInterface = ModuleGraph.Module(name: "\(feature)Interface", package: feature)
        if dependency == ownInterface { return true }
        if privateModules.contains(dependency), dependency.package == feature { return true }
        guard dependency.name.hasSuffix("Interface") else { return false }
        return graph.closure(of: ownInterface).contains(dependency)
    }
}
