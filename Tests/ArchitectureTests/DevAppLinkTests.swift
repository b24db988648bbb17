import Testing

/// A dev app builds one feature alone: it may link its own feature's modules and other
/// features' Interface and Testing modules, never another feature's implementation or
/// adapters. That is what keeps it fast to build.
@Suite struct DevAppLinkTests {
    @Test func devAppsLinkNoOtherFeaturesImplementation() async throws {
        let graph = try await ModuleGraph.load()
        #expect(graph.devApps.count >= 3, "found dev apps: \(graph.devApps)")
        for devApp in graph.devApps {
            let package = devApp.package ?? ""
            let ownFeature = String(package.dropLast(package.hasSuffix("WebDev") ? "WebDev".count : "Dev".count))
            #expect(graph.features.contains(ownFeature), "\(devApp) is named after no feature")
            let forbidden = graph.closure(of: devApp).filter { module in
                switch ModuleRules.role(of: module, in: graph) {
                case .implementation(let feature), .adapter(let feature, _): feature != ownFeature
                default: false
                }
            }
            #expect(forbidden.isEmpty, "\(devApp.name) links \(forbidden.map(\.description).sorted()): a dev app may link only Interface and Testing modules of other features")
        }
    }

    @Test func theGraphSeesTheMainAppLinkEveryFeature() async throws {
        let graph = try await ModuleGraph.load()
        let app = graph.closure(of: .init(name: "CLIApp", package: graph.root.name))
        for feature in graph.features {
            #expect(app.contains(.init(name: feature, package: feature)), "watchlist does not link \(feature)")
            #expect(app.contains(.init(name: "\(feature)SQLite", package: "\(feature)Adapters")), "watchlist does not link \(feature)SQLite")
        }
    }
}
