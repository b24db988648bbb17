import Testing

@Suite struct ModuleRuleTests {
    @Test func theRepositoryFollowsEveryModuleRule() async throws {
        let problems = ModuleRules.violations(in: try await ModuleGraph.load())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyFeatureHasItsModulesAndAnAdaptersPackage() async throws {
        let graph = try await ModuleGraph.load()
        #expect(graph.features.count >= 4, "features found: \(graph.features)")
        for feature in graph.features {
            for suffix in ["Interface", "", "Ports", "Testing"] {
                #expect(graph.kinds[.init(name: feature + suffix, package: feature)] == "regular", "\(feature) lacks \(feature + suffix)")
            }
            #expect(graph.kinds[.init(name: feature + "Tests", package: feature)] == "test", "\(feature) lacks \(feature)Tests")
            let adapters = graph.dependencies.keys.filter {
                if case .adapter(feature, let technology) = ModuleRules.role(of: $0, in: graph) { ModuleRules.technologies.contains(technology) } else { false }
            }
            #expect(!adapters.isEmpty, "\(feature) has no adapter named \(feature)<Technology> (\(ModuleRules.technologies.joined(separator: ", "))) in Packages/Adapters/\(feature)Adapters")
            let heavy = Set(["GRDB", "PostgresNIO", "Crypto", "_CryptoExtras", "Hummingbird", "Mustache"])
            let declared = graph.packages[feature]?.targets.filter { $0.type != "test" }.flatMap(\.dependencies).compactMap { dependency -> String? in
                if case .product(let name, _, _) = dependency, heavy.contains(name) { name } else { nil }
            } ?? []
            #expect(declared.isEmpty, "the feature package \(feature) declares \(declared): its adapters belong in \(feature)Adapters")
        }
    }

    /// Every module of the repository has a role, and the roles are those the documents name.
    @Test func everyModuleIsClassified() async throws {
        let graph = try await ModuleGraph.load()
        func role(_ name: String, _ package: String) -> ModuleRules.Role {
            ModuleRules.role(of: .init(name: name, package: package), in: graph)
        }
        #expect(role("WatchlistInterface", "Watchlist") == .interface(feature: "Watchlist"))
        #expect(role("Watchlist", "Watchlist") == .implementation(feature: "Watchlist"))
        #expect(role("WatchlistImportReaders", "Watchlist") == .implementation(feature: "Watchlist"))
        #expect(role("WatchlistSQLite", "WatchlistAdapters") == .adapter(feature: "Watchlist", technology: "SQLite"))
        #expect(role("WatchlistPostgres", "WatchlistAdapters") == .adapter(feature: "Watchlist", technology: "Postgres"))
        #expect(role("WatchlistWeb", "WatchlistAdapters") == .adapter(feature: "Watchlist", technology: "Web"))
        #expect(role("MoviesTMDB", "MoviesAdapters") == .adapter(feature: "Movies", technology: "TMDB"))
        #expect(role("TMDBFixtureServer", "MoviesAdapters") == .adapter(feature: "Movies", technology: "TMDBFixtureServer"))
        #expect(role("AuthCrypto", "AuthAdapters") == .adapter(feature: "Auth", technology: "Crypto"))
        #expect(role("AuthApp", "AuthAdapters") == .plugIn(feature: "Auth"))
        #expect(role("AuthServer", "AuthAdapters") == .plugIn(feature: "Auth"))
        #expect(role("WatchlistTesting", "Watchlist") == .testing(feature: "Watchlist"))
        #expect(role("WatchlistTestSupport", "Watchlist") == .test, "a library under Tests/ serves the tests")
        #expect(role("AuthPorts", "Auth") == .ports(feature: "Auth"))
        #expect(ModuleRules.privateModules(in: graph) == Set(graph.features.map { ModuleGraph.Module(name: $0 + "Ports", package: $0) }))
        #expect(role("APIRouting", "APIRouting") == .api(package: "APIRouting"))
        #expect(role("APIContract", "APIContract") == .api(package: "APIContract"))
        #expect(role("WebServer", "WebServer") == .kit(package: "WebServer"))
        #expect(role("ReadCache", "ReadCache") == .kit(package: "ReadCache"))
        #expect(role("TerminalUITesting", "TerminalUI") == .kit(package: "TerminalUI"))
        #expect(!graph.features.contains("TerminalUI"), "a kit with Interface and Testing modules is still a kit: it adapts nothing")
        #expect(role("ServerApp", graph.root.name) == .executable)
        #expect(role("WatchlistTests", "Watchlist") == .test)
        #expect(role("TestSupport", graph.root.name) == .test, "a library under Tests/ serves the tests, not the executables")
    }

    /// The rules catch what they should: a graph with one break of each rule, PostgreSQL's
    /// adapters and stack among them.
    @Test func eachRuleReportsItsViolationNamingBothModules() {
        func target(_ name: String, _ dependencies: [PackageManifest.Dependency], type: String = "regular") -> PackageManifest.Target {
            PackageManifest.Target(name: name, type: type, path: nil, dependencies: dependencies)
        }
        func manifest(_ name: String, _ targets: [PackageManifest.Target]) -> PackageManifest {
            PackageManifest(name: name, products: targets.map { .init(name: $0.name, targets: [$0.name]) }, targets: targets)
        }
        func feature(
            _ name: String, implementation: [PackageManifest.Dependency] = [], interface: [PackageManifest.Dependency] = [],
            testing: [PackageManifest.Dependency] = [], ports: [PackageManifest.Dependency] = []
        ) -> PackageManifest {
            let interfaceModule = PackageManifest.Dependency.target("\(name)Interface")
            return manifest(name, [
                target("\(name)Interface", interface),
                target("\(name)Ports", [interfaceModule] + ports),
                target(name, [interfaceModule] + implementation),
                target("\(name)Testing", [interfaceModule] + testing),
            ])
        }
        func adapters(_ name: String, postgres: [PackageManifest.Dependency] = [], app: [PackageManifest.Dependency] = []) -> PackageManifest {
            let interfaceModule = PackageManifest.Dependency.product(name: "\(name)Interface", package: name)
            return manifest("\(name)Adapters", [
                target("\(name)SQLite", [interfaceModule]),
                target("\(name)Postgres", [interfaceModule, .product(name: "PostgresNIO", package: "postgres-nio")] + postgres),
                target("\(name)App", [.target("\(name)SQLite"), .product(name: name, package: name), .product(name: "\(name)Ports", package: name)] + app),
            ])
        }
        let kit = manifest("Kit", [
            target("Kit", [.product(name: "Beta", package: "Beta"), .product(name: "Hummingbird", package: "hummingbird")]),
            target("KitTesting", [.target("Kit")]),
        ])
        let api = manifest("Routing", [target("Routing", [.product(name: "Beta", package: "Beta")])])
        let root = PackageManifest(name: "Root", products: [.init(name: "Schema", targets: ["Schema"])], targets: [
            target("Schema", [.product(name: "AlphaSQLite", package: "AlphaAdapters"), .product(name: "BetaSQLite", package: "BetaAdapters")]),
            target("CLIApp", [.product(name: "AlphaPostgres", package: "AlphaAdapters"), .target("Schema")], type: "executable"),
            target("ServerApp", [.product(name: "AlphaPostgres", package: "AlphaAdapters"), .product(name: "BetaPostgres", package: "BetaAdapters")], type: "executable"),
        ])
        let graph = ModuleGraph(
            root: root,
            packages: [
                "Alpha": feature("Alpha",
                                 implementation: [
                                     .product(name: "Beta", package: "Beta"), .product(name: "GRDB", package: "GRDB.swift"),
                                     .product(name: "AlphaSQLite", package: "AlphaAdapters"), .product(name: "KitTesting", package: "Kit"),
                                     .product(name: "Schema", package: "Root"), .product(name: "Routing", package: "Routing"),
                                 ],
                                 interface: [.product(name: "BetaPostgres", package: "BetaAdapters"), .product(name: "TerminalUI", package: "TerminalUI")],
                                 testing: [.product(name: "Injection", package: "Injection")],
                                 ports: [.target("Alpha")]),
                "AlphaAdapters": adapters(
                    "Alpha", postgres: [.product(name: "BetaPostgres", package: "BetaAdapters"), .product(name: "Alpha", package: "Alpha")],
                    app: [.product(name: "Beta", package: "Beta"), .product(name: "BetaInterface", package: "Beta"), .product(name: "Routing", package: "Routing")]
                ),
                "Beta": feature("Beta", implementation: [.product(name: "AlphaPorts", package: "Alpha"), .product(name: "AlphaApp", package: "AlphaAdapters")]),
                "BetaAdapters": adapters("Beta"),
                "Kit": kit,
                "Routing": api,
            ],
            groups: ["Alpha": "Features", "Beta": "Features", "AlphaAdapters": "Adapters", "BetaAdapters": "Adapters", "Kit": "Kits", "Routing": "API"]
        )
        let problems = ModuleRules.violations(in: graph).joined(separator: "\n")
        let expected = [
            "Alpha/AlphaInterface depends on BetaAdapters/BetaPostgres: an Interface module must not import a Postgres adapter module; it holds models and protocols only",
            "Alpha/Alpha depends on Beta/Beta: a feature must not import another feature's modules other than its Interface, such as a feature's implementation module; only the composition roots may",
            "AlphaAdapters/AlphaPostgres depends on BetaAdapters/BetaPostgres: a feature must not import another feature's modules other than its Interface, such as a Postgres adapter module; only the composition roots may",
            "Alpha/Alpha depends on AlphaAdapters/AlphaSQLite: a feature's logic must not import its own adapter or Testing module; the composition root wires them",
            "AlphaAdapters/AlphaPostgres depends on Alpha/Alpha: an adapter implements its feature's Interface protocols and must not import the feature's logic",
            "Alpha/AlphaInterface depends on TerminalUI: an Interface module may depend on TerminalUIInterface, not on all of TerminalUI",
            "Alpha/AlphaTesting depends on Injection: a Testing module may depend only on its feature's Interface module",
            "Alpha/Alpha depends on GRDB: heavy dependencies belong only in their adapter or kit modules (GRDB: IMDb adapters, SQLite adapters, IMDbCatalogBuild, Storage)",
            "Kit/Kit depends on Beta/Beta: a kit module may depend only on kits and features' Interface modules, not on a feature's implementation module",
            "Kit/Kit depends on Hummingbird: heavy dependencies belong only in their adapter or kit modules (Hummingbird: Web adapters, APIRouting, WebServer)",
            "Routing/Routing depends on Beta/Beta: an API module may depend only on kits, API modules and features' Interface modules, not on a feature's implementation module",
            "Alpha/Alpha depends on Routing/Routing: only adapters, API modules and the composition roots may depend on an API module; a feature's own modules know HTTP through none",
            "Root/CLIApp links PostgresNIO: only ServerApp may link it",
            "Alpha/Alpha depends on Kit/KitTesting: only tests may use a kit's Testing module",
            "AlphaAdapters/AlphaPostgres links the adapter modules of Alpha and Beta: only the executables and root tests may link adapters of more than one feature",
            "Alpha/AlphaPorts depends on Alpha/Alpha: a Ports module holds protocols and the records they pass; it may import Interface modules and kits, not a feature's implementation module",
            "Beta/Beta depends on Alpha/AlphaPorts: AlphaPorts is private to the Alpha feature; only Alpha's own modules other than its Interface, its adapters, and the composition roots (the root package and the dev apps), may depend on it",
            "Alpha/Alpha depends on Root/Schema: only the executables may depend on a module the executables share (part of their composition roots)",
            "AlphaAdapters/AlphaApp depends on Beta/Beta: a feature's plug-in module joins its own feature's modules, other features' Interface modules, kits and the API's, not a feature's implementation module",
            "Beta/Beta depends on AlphaAdapters/AlphaApp: only the executables may list a feature's plug-in module",
        ]
        for message in expected {
            #expect(problems.contains(message), "missing: \(message)")
        }
        #expect(!problems.contains("Root/ServerApp links"), "the server may link PostgreSQL's stack")
        #expect(!problems.contains("Root/Schema links"), "a module the executables share may link the adapters of several features")
        for allowed in ["AlphaApp depends on AlphaAdapters/AlphaSQLite", "AlphaApp depends on Alpha/Alpha:", "AlphaApp depends on Alpha/AlphaPorts", "AlphaApp depends on Beta/BetaInterface", "AlphaApp depends on Routing"] {
            #expect(!problems.contains(allowed), "a plug-in joins its own feature's modules, others' Interfaces and the API: \(allowed)")
        }
    }

    /// A private module is for its own feature and the composition roots: another feature's
    /// module, or the feature's own Interface, may not depend on it.
    @Test func aPrivateModuleIsForItsOwnFeatureAndTheRootOnly() {
        func target(_ name: String, _ dependencies: [PackageManifest.Dependency], type: String = "regular") -> PackageManifest.Target {
            PackageManifest.Target(name: name, type: type, path: nil, dependencies: dependencies)
        }
        let secrets = PackageManifest.Dependency.product(name: "AlphaSecrets", package: "Alpha")
        let alpha = PackageManifest(name: "Alpha", products: [
            .init(name: "AlphaInterface", targets: ["AlphaInterface"]), .init(name: "AlphaSecrets", targets: ["AlphaSecrets"]),
        ], targets: [
            target("AlphaInterface", [.target("AlphaSecrets")]),
            target("AlphaSecrets", []),
            target("Alpha", [.target("AlphaInterface"), .target("AlphaSecrets")]),
            target("AlphaTesting", [.target("AlphaInterface"), .target("AlphaSecrets")]),
            target("AlphaTests", [.target("Alpha"), .target("AlphaSecrets")], type: "test"),
        ])
        let alphaAdapters = PackageManifest(name: "AlphaAdapters", products: [], targets: [
            target("AlphaSQLite", [.product(name: "AlphaInterface", package: "Alpha"), secrets]),
            target("AlphaAdaptersTests", [.target("AlphaSQLite"), secrets], type: "test"),
        ])
        let beta = PackageManifest(name: "Beta", products: [], targets: [
            target("BetaInterface", []),
            target("Beta", [.target("BetaInterface"), secrets]),
            target("BetaTests", [.target("Beta"), secrets], type: "test"),
        ])
        let root = PackageManifest(name: "Root", products: [], targets: [
            target("RootTests", [secrets], type: "test"),
        ])
        let alphaDev = PackageManifest(name: "AlphaDev", products: [], targets: [
            target("AlphaDevApp", [secrets]),
            target("AlphaDevMain", [.target("AlphaDevApp")], type: "executable"),
        ])
        let graph = ModuleGraph(
            root: root, packages: ["Alpha": alpha, "AlphaAdapters": alphaAdapters, "Beta": beta, "AlphaDev": alphaDev], devAppPackages: ["AlphaDev"],
            groups: ["Alpha": "Features", "AlphaAdapters": "Adapters", "Beta": "Features"]
        )
        let problems = ModuleRules.violations(in: graph, privateModules: [.init(name: "AlphaSecrets", package: "Alpha")])
            .filter { $0.contains("is private to") }
        #expect(problems.sorted() == [
            "Alpha/AlphaInterface depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, its adapters, and the composition roots (the root package and the dev apps), may depend on it",
            "Beta/Beta depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, its adapters, and the composition roots (the root package and the dev apps), may depend on it",
            "Beta/BetaTests depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, its adapters, and the composition roots (the root package and the dev apps), may depend on it",
        ])
        #expect(!ModuleRules.violations(in: graph, privateModules: [.init(name: "AlphaSecrets", package: "Alpha")])
            .contains { $0.contains("is private to") && ($0.hasPrefix("Alpha/AlphaTesting") || $0.hasPrefix("AlphaAdapters/")) },
                "a Testing module and the feature's adapters may use its private module")
    }
}
