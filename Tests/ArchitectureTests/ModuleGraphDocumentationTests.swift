import Foundation
import Testing

@Suite struct ModuleGraphDocumentationTests {
    @Test func theREADMEsGraphIsCurrent() throws {
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

        let readme = try String(contentsOf: repository.appending(path: "README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- module-graph:start -->\n"))
        let end = try #require(readme.range(of: "<!-- module-graph:end -->"))
        let documented = String(readme[start.upperBound..<end.lowerBound])
        #expect(documented == graph, "README.md's module graph is stale: run scripts/module-graph --update-readme")
    }
}
