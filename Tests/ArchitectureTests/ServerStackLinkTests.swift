import Testing

/// The server's stack (Hummingbird, SwiftNIO, the HTTP API kit, PostgreSQL) is linked by `watchlist-server`
/// alone: the CLI and the dev apps never build it, so their builds and start-up stay as they are.
@Suite struct ServerStackLinkTests {
    /// Modules and third-party products that belong to the server.
    static let serverStack: Set<String> = [
        "APIRouting", "WebServer", "ReadCache", "Hummingbird", "HummingbirdCore", "HummingbirdRouter", "HummingbirdTesting", "NIOCore", "NIOPosix", "PostgresNIO",
        "PostgresStorage",
    ]
    /// The web page's stack: its kit, templates, and every feature's pages (each adapters
    /// package's `<Feature>Web` module, found in the graph).
    static func webStack(in graph: ModuleGraph) -> Set<String> {
        let pages = graph.dependencies.keys.filter { $0.name.hasSuffix("Web") && $0.package?.hasSuffix("Adapters") == true }.map(\.name)
        return Set(["WebUI", "WebServer", "Mustache"] + pages)
    }

    @Test func theCLIAndTheTerminalDevAppsNeverLinkTheServersStack() async throws {
        let graph = try await ModuleGraph.load()
        let clients = [ModuleGraph.Module(name: "CLIApp", package: graph.root.name)] + graph.terminalDevApps
        for app in clients {
            let linked = graph.closure(of: app).filter { Self.serverStack.contains($0.name) }
            #expect(linked.isEmpty, "\(app.name) links \(linked.map(\.description).sorted()): only watchlist-server may link the server's stack")
        }
    }

    @Test func theCLIAndTheTerminalDevAppsNeverLinkTheWebsStack() async throws {
        let graph = try await ModuleGraph.load()
        let clients = [ModuleGraph.Module(name: "CLIApp", package: graph.root.name)] + graph.terminalDevApps
        #expect(!graph.webDevApps.isEmpty && clients.count > 1, "found no web dev app or no terminal dev app")
        let webStack = Self.webStack(in: graph)
        #expect(webStack.contains("SeriesWeb") && webStack.contains("WatchlistWeb"), "found the features' pages: \(webStack.sorted())")
        for app in clients {
            let linked = graph.closure(of: app).filter { webStack.contains($0.name) }
            #expect(linked.isEmpty, "\(app.name) links \(linked.map(\.description).sorted()): the web page's modules belong to watchlist-server")
        }
        let server = graph.closure(of: .init(name: "ServerApp", package: graph.root.name))
        for module in webStack {
            #expect(server.contains { $0.name == module }, "the graph does not see watchlist-server link \(module)")
        }
    }

    @Test func aWebDevAppLinksTheWebsStackButNeverPostgreSQL() async throws {
        let graph = try await ModuleGraph.load()
        for app in graph.webDevApps {
            let closure = graph.closure(of: app)
            #expect(closure.contains { $0.name == "WebUI" } && closure.contains { $0.name == "Hummingbird" }, "\(app.name) does not serve pages")
            let postgres = closure.filter { $0.name == "PostgresNIO" || $0.name == "PostgresStorage" || $0.name.hasSuffix("Postgres") }
            #expect(postgres.isEmpty, "\(app.name) links \(postgres.map(\.description).sorted()): a web dev app runs on fixtures")
        }
    }

    /// A feature's server value names no database: its storage values (`<F>SQLiteStorage`,
    /// `<F>PostgresStorage`) register its repositories, so a web dev app built on the value
    /// links no PostgreSQL.
    @Test func noFeaturesServerValueLinksPostgreSQL() async throws {
        let graph = try await ModuleGraph.load()
        let values = graph.dependencies.keys.filter { module in
            module.name == "ServerComposition" || (module.name.hasSuffix("Server") && module.package?.hasSuffix("Adapters") == true)
        }
        #expect(values.contains { $0.name == "ServerComposition" } && values.count > 1, "found no features' server values: \(values.map(\.description).sorted())")
        for value in values {
            let postgres = graph.closure(of: value).filter { $0.name == "PostgresNIO" || $0.name == "PostgresStorage" || $0.name.hasSuffix("Postgres") }
            #expect(postgres.isEmpty, "\(value) links \(postgres.map(\.description).sorted()): a feature's repositories on PostgreSQL are registered by its <Feature>PostgresStorage, which only the server lists")
        }
    }

    @Test func onlyTheServerAndItsTestsDependOnTheStackDirectly() async throws {
        let graph = try await ModuleGraph.load()
        let webDevApps = Set(graph.webDevApps.compactMap(\.package))
        // The server, its web-server kit, the API's routing and read cache, the PostgreSQL kit, and
        // the features' Postgres and Web modules (`WatchlistPostgres` and the like), which only
        // the server and the web dev apps link, and how a feature plugs itself into the server
        // (ServerComposition, and each feature's `<Feature>Server`, which only the server lists);
        // and the server's root served to tests (ServerTestSupport), which only tests link.
        let allowed: Set<String> = [
            "ServerApp", "APIRouting", "ServerComposition", "WebServer", "ReadCache", "ReadCacheSQLite", "ReadCachePostgres", "PostgresStorage",
            "ServerTestSupport",
        ]
        let serverTestSupport = ModuleGraph.Module(name: "ServerTestSupport", package: graph.root.name)
        for (module, direct) in graph.dependencies where direct.contains(serverTestSupport) {
            #expect(graph.kinds[module] == "test", "\(module) depends on ServerTestSupport: only tests may")
        }
        for (module, direct) in graph.dependencies
        where graph.kinds[module] != "test" && !allowed.contains(module.name) && !module.name.hasSuffix("Postgres") && !module.name.hasSuffix("Web")
            && ModuleRules.role(of: module, in: graph) != .plugIn(feature: String(module.name.dropLast("Server".count)))
            && !webDevApps.contains(module.package ?? "") {
            let stack = direct.filter { Self.serverStack.contains($0.name) }
            #expect(stack.isEmpty, "\(module) depends on \(stack.map(\.description).sorted()): only the server's own modules may")
        }
        let server = graph.closure(of: .init(name: "ServerApp", package: graph.root.name))
        #expect(server.contains(.init(name: "Hummingbird", package: nil)), "the graph does not see watchlist-server link Hummingbird")
        #expect(server.contains(.init(name: "APIRouting", package: "APIRouting")))
    }
}
