/// The module rules of the architecture, checked on a ``ModuleGraph``. Each violation names
/// the modules involved and the rule, so a failing test says what to change.
enum ModuleRules {
    /// What a module is. Every module of the repository has exactly one role.
    enum Role: Equatable, CustomStringConvertible {
        /// `<Feature>Interface`: models and protocols that other features may import.
        case interface(feature: String)
        /// `<Feature>`: the feature's logic, commands and screens.
        case implementation(feature: String)
        /// `<Feature><Technology>`: an adapter of the feature's protocols to one technology.
        case adapter(feature: String, technology: String)
        /// `<Feature>App` or `<Feature>Server`, in the feature's adapters package: the one value
        /// the feature gives an executable (`AppFeature`, `ServerFeature`), which joins its own
        /// modules, adapters included; only the executables list it.
        case plugIn(feature: String)
        /// `<Feature>Ports`: the protocols the feature's adapters implement (its storage, a
        /// hasher, a catalog) and the records they pass; private to the feature.
        case ports(feature: String)
        /// `<Feature>Testing`: fixtures and fakes.
        case testing(feature: String)
        /// A module of a kit package (`Packages/Kits/`): Injection, TerminalUI, Storage, TMDB,
        /// Networking, WebUI, WebServer, ReadCache...
        case kit(package: String)
        /// A module of the API layer (`Packages/API/`): the contract's documents, the routing
        /// of every feature's routes, the CLI's client. It knows the features by their
        /// Interfaces only, as a kit does, and adapts them all to HTTP.
        case api(package: String)
        /// An executable of the root package (`watchlist`, `watchlist-server`), or any module
        /// of a dev app's package: its entry point, and the composition root beside it.
        case executable
        /// A library of the root package that executables share, as part of their composition
        /// roots (none today: each feature brings its own schema).
        case shared
        /// A test target, of the root package or of any package, or a library of the root
        /// package under `Tests/` that only its tests use (`TestSupport`).
        case test
        /// A third-party product.
        case external

        var description: String {
            switch self {
            case .interface: "an Interface module"
            case .implementation: "a feature's implementation module"
            case .adapter(_, let technology): "a \(technology) adapter module"
            case .plugIn: "a feature's plug-in module"
            case .ports: "a feature's Ports module"
            case .testing: "a Testing module"
            case .kit: "a kit module"
            case .api: "an API module"
            case .executable: "an executable"
            case .shared: "a module the executables share"
            case .test: "a test target"
            case .external: "a third-party product"
            }
        }

        /// The feature the module belongs to, if any.
        var feature: String? {
            switch self {
            case .interface(let feature), .implementation(let feature), .adapter(let feature, _), .ports(let feature),
                 .testing(let feature), .plugIn(let feature):
                feature
            case .kit, .api, .executable, .shared, .test, .external:
                nil
            }
        }
    }

    /// The technologies an adapter module is named after (`WatchlistSQLite`, `AuthCrypto`),
    /// as the rules below name them; an adapters package may hold other modules of its
    /// feature's technology (`TMDBFixtureServer`), whose role says so.
    static let technologies = ["SQLite", "Postgres", "HTTP", "TMDB", "IMDb", "Crypto", "OIDC", "OTP", "JSON", "Web", "API"]

    static func role(of module: ModuleGraph.Module, in graph: ModuleGraph) -> Role {
        guard let package = module.package else { return .external }
        if graph.kinds[module] == "test" { return .test }
        let manifest = package == graph.root.name ? graph.root : graph.packages[package]
        if manifest?.targets.contains(where: { $0.name == module.name && $0.path?.hasPrefix("Tests/") == true }) == true {
            return .test
        }
        if package == graph.root.name { return graph.kinds[module] == "executable" ? .executable : .shared }
        if graph.devAppPackages.contains(package) { return .executable }
        if let feature = graph.adaptedFeature(of: package) {
            if module.name == "\(feature)App" || module.name == "\(feature)Server" { return .plugIn(feature: feature) }
            let name = module.name.hasPrefix(feature) ? String(module.name.dropFirst(feature.count)) : module.name
            return .adapter(feature: feature, technology: name)
        }
        switch graph.groups[package] {
        case "Features":
            switch module.name {
            case "\(package)Interface": return .interface(feature: package)
            case "\(package)Ports": return .ports(feature: package)
            case "\(package)Testing": return .testing(feature: package)
            default: return .implementation(feature: package)
            }
        case "API": return .api(package: package)
        default: return .kit(package: package)
        }
    }

    /// Modules a feature keeps to itself: its Ports. They are public only so that its adapters
    /// (another package) and the composition roots can reach them; no other feature may depend
    /// on one, nor may the feature's own Interface module, which every feature sees.
    /// AuthPorts holds stored password hashes and the hasher: no business of Watchlist's.
    static func privateModules(in graph: ModuleGraph) -> Set<ModuleGraph.Module> {
        Set(graph.kinds.keys.filter { if case .ports = role(of: $0, in: graph) { true } else { false } })
    }

    /// Kit modules too large for an Interface module, with the small module that holds what
    /// an Interface may name: a factory returning `any Screen` needs TerminalUIInterface,
    /// not the whole UI kit.
    static let kitsWithInterfaces: [String: String] = ["TerminalUI": "TerminalUIInterface"]

    /// Heavy third-party products, with the only modules that may depend on them directly
    /// (tests aside): adapters of a technology, by its name, and kits by their module names.
    static let heavyProducts: [String: (technologies: Set<String>, kits: Set<String>)] = [
        // The IMDb kit's build writes each feature's part of a catalog; MoviesIMDb plugs the
        // films' part in.
        "GRDB": (["SQLite", "IMDb"], ["Storage", "IMDbCatalogBuild"]),
        // The posters' store names each image by its SHA-256; single sign-on hashes PKCE's
        // verifier; the test-only stand-in provider signs with its own keys.
        "Crypto": (["Crypto", "OIDC", "StandIn"], ["Artwork"]),
        "_CryptoExtras": (["Crypto"], []),
        "CryptoExtras": (["StandIn"], []),
        // ID tokens are checked by single sign-on's adapter, and signed by the stand-in provider.
        "JWTKit": (["OIDC", "StandIn"], []),
        // Two-factor log-in's codes, and the stand-in authenticator app's.
        "HummingbirdOTP": (["OTP", "StandIn"], []),
        "PostgresNIO": (["Postgres"], ["PostgresStorage"]),
        // Each feature's Web module answers HTTP through the web-server kit and the API's routing.
        "Hummingbird": (["Web"], ["WebServer", "APIRouting"]),
        "HummingbirdCore": (["Web"], ["WebServer", "APIRouting"]),
        // Templates belong to the web's kit; the features' Web modules reach them through it.
        "Mustache": ([], ["WebUI"]),
    ]

    /// The executables that may link each heavy product (through any module): only the server
    /// links PostgreSQL's stack; only it and the web dev app link Hummingbird's and the web's;
    /// the CLI and the terminal dev apps never do.
    /// A web dev app's modules (those of a package named `<Feature>WebDev`) may link them too.
    static let heavyProductExecutables: [String: Set<String>] = [
        "PostgresNIO": ["ServerApp"],
        "JWTKit": ["ServerApp"],
        "HummingbirdOTP": ["ServerApp"],
        "Hummingbird": ["ServerApp"],
        "HummingbirdCore": ["ServerApp"],
        "Mustache": ["ServerApp"],
    ]
    /// The products a web dev app may link besides the server.
    static let webDevAppProducts: Set<String> = ["Hummingbird", "HummingbirdCore", "Mustache"]

    /// Whether `module`, an executable's, may link the heavy `product`.
    static func mayLink(_ module: ModuleGraph.Module, _ product: String) -> Bool {
        if heavyProductExecutables[product]?.contains(module.name) == true { return true }
        return webDevAppProducts.contains(product) && module.package?.hasSuffix("WebDev") == true
    }

    /// Every violation in `graph`, as messages; `privateModules` are the Ports modules
    /// (``privateModules(in:)``) unless a test gives its own.
    static func violations(in graph: ModuleGraph, privateModules: Set<ModuleGraph.Module>? = nil) -> [String] {
        let privateModules = privateModules ?? Self.privateModules(in: graph)
        var problems: [String] = []
        for (module, direct) in graph.dependencies.sorted(by: { $0.key.description < $1.key.description }) {
            let moduleRole = role(of: module, in: graph)
            for dependency in direct {
                let dependencyRole = role(of: dependency, in: graph)
                if let problem = layerProblem(moduleRole, dependencyRole) {
                    problems.append("\(module) depends on \(dependency): \(problem)")
                }
                if case .interface = moduleRole, let kitInterface = kitsWithInterfaces[dependency.name] {
                    problems.append("\(module) depends on \(dependency): an Interface module may depend on \(kitInterface), not on all of \(dependency.name)")
                }
                if dependency.name.hasSuffix("Testing"), case .kit = dependencyRole, moduleRole != .test, moduleRole != .executable,
                   !module.name.hasSuffix("Testing") {
                    problems.append("\(module) depends on \(dependency): only tests may use a kit's Testing module")
                }
                if case .testing(let feature) = moduleRole,
                   !isAllowedInTesting(dependency, feature: feature, graph: graph, privateModules: privateModules) {
                    problems.append("\(module) depends on \(dependency): a Testing module may depend only on its feature's Interface module (and the interfaces that one exposes) and its feature's private modules")
                }
                if privateModules.contains(dependency), let owner = dependency.package, !graph.isCompositionRoot(module.package ?? "") {
                    let ownPackage = module.package == owner || graph.adaptedFeature(of: module.package ?? "") == owner
                    if !ownPackage || moduleRole == .interface(feature: owner) {
                        problems.append("\(module) depends on \(dependency): \(dependency.name) is private to the \(owner) feature; only \(owner)'s own modules other than its Interface, its adapters, and the composition roots (the root package and the dev apps), may depend on it")
                    }
                }
                if let allowed = heavyProducts[dependency.name], dependencyRole == .external, moduleRole != .test {
                    let permitted = if case .adapter(_, let technology) = moduleRole { allowed.technologies.contains(technology) }
                        else { allowed.kits.contains(module.name) || (moduleRole == .executable && mayLink(module, dependency.name)) }
                    if !permitted {
                        problems.append("\(module) depends on \(dependency.name): heavy dependencies belong only in their adapter or kit modules (\(dependency.name): \(holders(of: allowed)))")
                    }
                }
            }
            if moduleRole == .executable {
                for (product, executables) in heavyProductExecutables.sorted(by: { $0.key < $1.key }) where !mayLink(module, product) {
                    if graph.closure(of: module).contains(.init(name: product, package: nil)) {
                        problems.append("\(module) links \(product): only \(executables.sorted().joined(separator: ", ")) may link it")
                    }
                }
            }
            if moduleRole != .executable && moduleRole != .shared && moduleRole != .test {
                let adapterFeatures = Set(graph.closure(of: module).compactMap { dependency -> String? in
                    if case .adapter(let feature, _) = role(of: dependency, in: graph) { return feature }
                    return nil
                })
                if adapterFeatures.count > 1 {
                    problems.append("\(module) links the adapter modules of \(adapterFeatures.sorted().joined(separator: " and ")): only the executables and root tests may link adapters of more than one feature")
                }
            }
        }
        return problems
    }

    /// What is wrong with a module of role `module` depending on one of role `dependency`, or
    /// `nil` when the layers allow it.
    static func layerProblem(_ module: Role, _ dependency: Role) -> String? {
        switch (module, dependency) {
        case (.executable, _), (.test, _), (.shared, _), (_, .external), (_, .kit):
            return nil
        case (.kit, .interface), (.api, .interface), (.api, .api):
            return nil
        case (_, .plugIn):
            return "only the executables may list \(dependency)"
        case (.plugIn(let own), let other):
            if other.feature == own { return nil }
            if case .interface = other { return nil }
            if case .api = other { return nil }
            return "a feature's plug-in module joins its own feature's modules, other features' Interface modules, kits and the API's, not \(other)"
        case (.kit, let dependency):
            return "a kit module may depend only on kits and features' Interface modules, not on \(dependency)"
        case (.api, let dependency):
            return "an API module may depend only on kits, API modules and features' Interface modules, not on \(dependency)"
        case (.interface, .interface):
            return nil
        case (.interface, let dependency):
            return "an Interface module must not import \(dependency); it holds models and protocols only"
        case (_, .executable), (_, .test):
            return "nothing may depend on \(dependency)"
        case (_, .shared):
            return "only the executables may depend on \(dependency) (part of their composition roots)"
        case (.adapter, .api):
            return nil
        case (_, .api):
            return "only adapters, API modules and the composition roots may depend on \(dependency); a feature's own modules know HTTP through none"
        case (_, .interface):
            return nil
        case (.ports, let dependency):
            return "a Ports module holds protocols and the records they pass; it may import Interface modules and kits, not \(dependency)"
        case (let own, let other) where own.feature != other.feature:
            return "a feature must not import another feature's modules other than its Interface, such as \(other); only the composition roots may"
        case (.implementation, .adapter), (.implementation, .testing):
            return "a feature's logic must not import its own adapter or Testing module; the composition root wires them"
        case (.adapter, .implementation):
            return "an adapter implements its feature's Interface protocols and must not import the feature's logic"
        case (.adapter, .testing):
            return "only tests may use a Testing module"
        default:
            return nil
        }
    }

    private static func holders(of allowed: (technologies: Set<String>, kits: Set<String>)) -> String {
        (allowed.technologies.sorted().map { "\($0) adapters" } + allowed.kits.sorted()).joined(separator: ", ")
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
