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
                                 interface: [.product(name: "BetaLive", package: "Beta")],
                                 testing: [.product(name: "Composition", package: "Composition")]),
                "Beta": feature("Beta"),
            ]
        )
        let problems = ModuleRules.violations(in: graph).joined(separator: "\n")
        #expect(problems.contains("Alpha/AlphaInterface depends on Beta/BetaLive: an Interface module must not import any implementation"))
        #expect(problems.contains("Alpha/Alpha depends on Beta/Beta: a feature must not import another feature's implementation"))
        #expect(problems.contains("Alpha/AlphaTesting depends on Composition: a Testing module may depend only on its feature's Interface module"))
        #expect(problems.contains("Alpha/Alpha depends on GRDB: heavy dependencies (GRDB, swift-crypto) belong only in Live modules and Storage"))
    }
}
