import Foundation
import Testing

@Suite struct ModuleGraphDocumentationTests {
    @Test func theArchitectureDocumentsGraphIsCurrent() throws {
        let repository = ModuleGraph.repositoryRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appending(path: "scripts/module-graph").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let graph = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(graph.hasPrefix("```mermaid\ngraph LR\n") && graph.contains("CLIApp --> Movies\n"))

        let document = try String(contentsOf: repository.appending(path: "docs/architecture.md"), encoding: .utf8)
        let start = try #require(document.range(of: "<!-- module-graph:start -->\n"))
        let end = try #require(document.range(of: "<!-- module-graph:end -->"))
        let documented = String(document[start.upperBound..<end.lowerBound])
        #expect(documented == graph, "docs/architecture.md's module graph is stale: run scripts/module-graph --update-docs")
    }
}
