import Testing

@Suite struct ModuleRuleTests {
    @Test func theRepositoryFollowsEveryModuleRule() async throws {
        let problems = ModuleRules.violations(in: try await ModuleGraph.load())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyFeatureHasItsModulesAndAnAdapterNamedAfterItsTechnology() async throws {
        let graph = try await ModuleGraph.load()
        #expect(graph.features.count >= 3, "features found: \(graph.features)")
        for feature in graph.features {
            for suffix in ["Interface", "", "Ports", "Testing"] {
                #expect(graph.kinds[.init(name: feature + suffix, package: feature)] == "regular", "\(feature) lacks \(feature + suffix)")
            }
            #expect(graph.kinds[.init(name: feature + "Tests", package: feature)] == "test", "\(feature) lacks \(feature)Tests")
            let adapters = graph.dependencies.keys.filter {
                if case .adapter(feature, _) = ModuleRules.role(of: $0, in: graph) { true } else { false }
            }
            #expect(!adapters.isEmpty, "\(feature) has no adapter named \(feature)<Technology> (\(ModuleRules.technologies.joined(separator: ", ")))")
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
        #expect(role("WatchlistSQLite", "Watchlist") == .adapter(feature: "Watchlist", technology: "SQLite"))
        #expect(role("WatchlistPostgres", "Watchlist") == .adapter(feature: "Watchlist", technology: "Postgres"))
        #expect(role("MoviesTMDB", "Movies") == .adapter(feature: "Movies", technology: "TMDB"))
        #expect(role("AuthCrypto", "Auth") == .adapter(feature: "Auth", technology: "Crypto"))
        #expect(role("WatchlistImportReaders", "Watchlist") == .component(feature: "Watchlist"))
        #expect(role("WatchlistTesting", "Watchlist") == .testing(feature: "Watchlist"))
        #expect(role("AuthPorts", "Auth") == .ports(feature: "Auth"))
        #expect(ModuleRules.privateModules(in: graph) == Set(["Auth", "Movies", "Scrobbling", "Watchlist"].map { ModuleGraph.Module(name: $0 + "Ports", package: $0) }))
        #expect(role("HTTPAPI", "HTTPAPI") == .kit(package: "HTTPAPI"))
        #expect(role("TerminalUITesting", "TerminalUI") == .kit(package: "TerminalUI"))
        #expect(!graph.features.contains("TerminalUI"), "a kit with Interface and Testing modules is still a kit: it adapts nothing")
        #expect(role("ServerApp", graph.root.name) == .executable)
        #expect(role("AppSchema", graph.root.name) == .shared)
        #expect(role("WatchlistTests", "Watchlist") == .test)
        #expect(role("TestSupport", graph.root.name) == .test, "a library under Tests/ serves the tests, not the executables")
    }

    /// The rules catch what they should: a graph with one break of each rule, PostgreSQL's
    /// adapters and stack among them.
    @Test func eachRuleReportsItsViolationNamingBothModules() {
        func target(_ name: String, _ dependencies: [PackageManifest.Dependency], type: String = "regular") -> PackageManifest.Target {
            PackageManifest.Target(name: name, type: type, path: nil, dependencies: dependencies)
        }
        func feature(
            _ name: String, implementation: [PackageManifest.Dependency] = [], interface: [PackageManifest.Dependency] = [],
            testing: [PackageManifest.Dependency] = [], postgres: [PackageManifest.Dependency] = [],
            ports: [PackageManifest.Dependency] = []
        ) -> PackageManifest {
            let modules = ["\(name)Interface", name, "\(name)Ports", "\(name)SQLite", "\(name)Postgres", "\(name)Testing"]
            return PackageManifest(name: name, products: modules.map { .init(name: $0, targets: [$0]) }, targets: [
                target("\(name)Interface", interface),
                target("\(name)Ports", [.target("\(name)Interface")] + ports),
                target(name, [.target("\(name)Interface")] + implementation),
                target("\(name)SQLite", [.target("\(name)Interface")]),
                target("\(name)Postgres", [.target("\(name)Interface"), .product(name: "PostgresNIO", package: "postgres-nio")] + postgres),
                target("\(name)Testing", [.target("\(name)Interface")] + testing),
            ])
        }
        let kit = PackageManifest(name: "Kit", products: [.init(name: "Kit", targets: ["Kit"]), .init(name: "KitTesting", targets: ["KitTesting"])], targets: [
            target("Kit", [.product(name: "Beta", package: "Beta"), .product(name: "Hummingbird", package: "hummingbird")]),
            target("KitTesting", [.target("Kit")]),
        ])
        let root = PackageManifest(name: "Root", products: [.init(name: "Schema", targets: ["Schema"])], targets: [
            target("Schema", [.product(name: "AlphaSQLite", package: "Alpha"), .product(name: "BetaSQLite", package: "Beta")]),
            target("CLIApp", [.product(name: "AlphaPostgres", package: "Alpha"), .target("Schema")], type: "executable"),
            target("ServerApp", [.product(name: "AlphaPostgres", package: "Alpha"), .product(name: "BetaPostgres", package: "Beta")], type: "executable"),
        ])
        let graph = ModuleGraph(
            root: root,
            packages: [
                "Alpha": feature("Alpha",
                                 implementation: [
                                     .product(name: "Beta", package: "Beta"), .product(name: "GRDB", package: "GRDB.swift"), .target("AlphaSQLite"),
                                     .product(name: "KitTesting", package: "Kit"), .product(name: "Schema", package: "Root"),
                                 ],
                                 interface: [.product(name: "BetaPostgres", package: "Beta"), .product(name: "TerminalUI", package: "TerminalUI")],
                                 testing: [.product(name: "Injection", package: "Injection")],
                                 postgres: [.product(name: "BetaPostgres", package: "Beta"), .target("Alpha")],
                                 ports: [.target("Alpha")]),
                "Beta": feature("Beta", implementation: [.product(name: "AlphaPorts", package: "Alpha")]),
                "Kit": kit,
            ]
        )
        let problems = ModuleRules.violations(in: graph).joined(separator: "\n")
        let expected = [
            "Alpha/AlphaInterface depends on Beta/BetaPostgres: an Interface module must not import a Postgres adapter module; it holds models and protocols only",
            "Alpha/Alpha depends on Beta/Beta: a feature must not import another feature's modules other than its Interface, such as a feature's implementation module; only the composition roots may",
            "Alpha/AlphaPostgres depends on Beta/BetaPostgres: a feature must not import another feature's modules other than its Interface, such as a Postgres adapter module; only the composition roots may",
            "Alpha/Alpha depends on Alpha/AlphaSQLite: a feature's logic must not import its own adapter or Testing module; the composition root wires them",
            "Alpha/AlphaPostgres depends on Alpha/Alpha: an adapter implements its feature's Interface protocols and must not import the feature's logic",
            "Alpha/AlphaInterface depends on TerminalUI: an Interface module may depend on TerminalUIInterface, not on all of TerminalUI",
            "Alpha/AlphaTesting depends on Composition: a Testing module may depend only on its feature's Interface module",
            "Alpha/Alpha depends on GRDB: heavy dependencies belong only in their adapter or kit modules (GRDB: SQLite adapters, Storage)",
            "Kit/Kit depends on Beta/Beta: a kit module may depend only on kits and features' Interface modules, not on a feature's implementation module",
            "Kit/Kit depends on Hummingbird: heavy dependencies belong only in their adapter or kit modules (Hummingbird: HTTPAPI)",
            "Root/CLIApp links PostgresNIO: only ServerApp may link it",
            "Alpha/Alpha depends on Kit/KitTesting: only tests may use a kit's Testing module",
            "Alpha/AlphaPostgres links the adapter modules of Alpha and Beta: only the executables and root tests may link adapters of more than one feature",
            "Alpha/AlphaPorts depends on Alpha/Alpha: a Ports module holds protocols and the records they pass; it may import Interface modules and kits, not a feature's implementation module",
            "Beta/Beta depends on Alpha/AlphaPorts: AlphaPorts is private to the Alpha feature; only Alpha's own modules other than its Interface, and the composition roots (the root package and the dev apps), may depend on it",
            "Alpha/Alpha depends on Root/Schema: only the executables may depend on a module the executables share (part of their composition roots)",
        ]
        for message in expected {
            #expect(problems.contains(message), "missing: \(message)")
        }
        #expect(!problems.contains("Root/ServerApp links"), "the server may link PostgreSQL's stack")
        #expect(!problems.contains("Root/Schema links"), "a module the executables share may link the adapters of several features")
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
            target("AlphaSQLite", [.target("AlphaInterface"), .target("AlphaSecrets")]),
            target("AlphaTesting", [.target("AlphaInterface"), .target("AlphaSecrets")]),
            target("AlphaTests", [.target("Alpha"), .target("AlphaSecrets")], type: "test"),
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
        let graph = ModuleGraph(root: root, packages: ["Alpha": alpha, "Beta": beta, "AlphaDev": alphaDev], devAppPackages: ["AlphaDev"])
        let problems = ModuleRules.violations(in: graph, privateModules: [.init(name: "AlphaSecrets", package: "Alpha")])
            .filter { $0.contains("is private to") }
        #expect(problems.sorted() == [
            "Alpha/AlphaInterface depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, and the composition roots (the root package and the dev apps), may depend on it",
            "Beta/Beta depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, and the composition roots (the root package and the dev apps), may depend on it",
            "Beta/BetaTests depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, and the composition roots (the root package and the dev apps), may depend on it",
        ])
        #expect(!ModuleRules.violations(in: graph, privateModules: [.init(name: "AlphaSecrets", package: "Alpha")])
            .contains { $0.hasPrefix("Alpha/AlphaTesting") }, "a Testing module may use its own feature's private module")
    }
}
