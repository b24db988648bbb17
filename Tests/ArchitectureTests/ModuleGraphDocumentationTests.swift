import Foundation
import TestSupport
import Testing

@Suite struct ModuleGraphDocumentationTests {
    @Test func theArchitectureDocumentsGraphIsCurrent() async throws {
        let repository = ModuleGraph.repositoryRoot
        let script = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", repository.appending(path: "scripts/module-graph").path])
        let graph = script.output
        #expect(script.status == 0, "\(script.error)")
        #expect(graph.hasPrefix("```mermaid\ngraph TD\n") && graph.contains("  watchlist --> Movies\n") && graph.contains("  WatchlistAdapters --> Watchlist\n"))

        let document = try String(contentsOf: repository.appending(path: "docs/architecture.md"), encoding: .utf8)
        let start = try #require(document.range(of: "<!-- module-graph:start -->\n"))
        let end = try #require(document.range(of: "<!-- module-graph:end -->"))
        let documented = String(document[start.upperBound..<end.lowerBound])
        #expect(documented == graph, "docs/architecture.md's module graph is stale: run scripts/module-graph --update-docs")
    }
}
