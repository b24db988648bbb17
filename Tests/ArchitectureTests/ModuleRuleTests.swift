import Testing

@Suite struct ModuleRuleTests {
    @Test func theRepositoryFollowsEveryModuleRule() throws {
        let problems = ModuleRules.violations(in: try ModuleGraph.load())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyFeatureHasItsFourModules() throws {
        let graph = try ModuleGraph.load()
        #expect(graph.features.count >= 3, "features found: \(graph.features)")
        for feature in graph.features {
            for suffix in ["Interface", "", "Live", "Testing"] {
                #expect(graph.kinds[.init(name: feature + suffix, package: feature)] == "regular", "\(feature) lacks \(feature + suffix)")
            }
            #expect(graph.kinds[.init(name: feature + "Tests", package: feature)] == "test", "\(feature) lacks \(feature)Tests")
        }
    }

    /// The rules catch what they should: a graph with one break of each rule.
    @Test func eachRuleReportsItsViolationNamingBothModules() {
        func target(_ name: String, _ dependencies: [PackageManifest.Dependency], type: String = "regular") -> PackageManifest.Target {
            PackageManifest.Target(name: name, type: type, path: nil, dependencies: dependencies)
        }
        func feature(_ name: String, implementation: [PackageManifest.Dependency] = [], interface: [PackageManifest.Dependency] = [], testing: [PackageManifest.Dependency] = []) -> PackageManifest {
            PackageManifest(name: name, products: [
                .init(name: "\(name)Interface", targets: ["\(name)Interface"]), .init(name: name, targets: [name]),
                .init(name: "\(name)Live", targets: ["\(name)Live"]), .init(name: "\(name)Testing", targets: ["\(name)Testing"]),
            ], targets: [
                target("\(name)Interface", interface),
                target(name, [.target("\(name)Interface")] + implementation),
                target("\(name)Live", [.target("\(name)Interface")]),
                target("\(name)Testing", [.target("\(name)Interface")] + testing),
            ])
        }
        let graph = ModuleGraph(
            root: PackageManifest(name: "Root", products: [], targets: []),
            packages: [
                "Alpha": feature("Alpha",
                                 implementation: [.product(name: "Beta", package: "Beta"), .product(name: "GRDB", package: "GRDB.swift")],
                                 interface: [.product(name: "BetaLive", package: "Beta"), .product(name: "TerminalUI", package: "TerminalUI")],
                                 testing: [.product(name: "Composition", package: "Composition")]),
                "Beta": feature("Beta"),
            ]
        )
        let problems = ModuleRules.violations(in: graph).joined(separator: "\n")
        #expect(problems.contains("Alpha/AlphaInterface depends on Beta/BetaLive: an Interface module must not import any implementation"))
        #expect(problems.contains("Alpha/Alpha depends on Beta/Beta: a feature must not import another feature's implementation"))
        #expect(problems.contains("Alpha/AlphaInterface depends on TerminalUI: an Interface module may depend on TerminalUIInterface, not on all of TerminalUI"))
        #expect(problems.contains("Alpha/AlphaTesting depends on Composition: a Testing module may depend only on its feature's Interface module"))
        #expect(problems.contains("Alpha/Alpha depends on GRDB: heavy dependencies (GRDB, swift-crypto) belong only in Live modules and Storage"))
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
            target("AlphaLive", [.target("AlphaInterface"), .target("AlphaSecrets")]),
            target("AlphaTesting", [.target("AlphaInterface"), .target("AlphaSecrets")]),
            target("AlphaTests", [.target("Alpha"), .target("AlphaSecrets")], type: "test"),
        ])
        let beta = PackageManifest(name: "Beta", products: [], targets: [
            target("BetaInterface", []),
            target("Beta", [.target("BetaInterface"), secrets]),
            target("BetaTests", [.target("Beta"), secrets], type: "test"),
        ])
        let root = PackageManifest(name: "Root", products: [], targets: [
            target("AlphaDevApp", [secrets], type: "executable"),
            target("RootTests", [secrets], type: "test"),
        ])
        let graph = ModuleGraph(root: root, packages: ["Alpha": alpha, "Beta": beta])
        let problems = ModuleRules.violations(in: graph, privateModules: [.init(name: "AlphaSecrets", package: "Alpha")])
            .filter { $0.contains("is private to") }
        #expect(problems.sorted() == [
            "Alpha/AlphaInterface depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, and the root package's executables and tests, may depend on it",
            "Beta/Beta depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, and the root package's executables and tests, may depend on it",
            "Beta/BetaTests depends on Alpha/AlphaSecrets: AlphaSecrets is private to the Alpha feature; only Alpha's own modules other than its Interface, and the root package's executables and tests, may depend on it",
        ])
        #expect(!ModuleRules.violations(in: graph, privateModules: [.init(name: "AlphaSecrets", package: "Alpha")])
            .contains { $0.hasPrefix("Alpha/AlphaTesting") }, "a Testing module may use its own feature's private module")
    }
}
