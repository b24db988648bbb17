import Foundation
import Testing

/// Every executable and feature has the shared shape, and so has the template that
/// `scripts/new-feature` copies.
@Suite struct CodeShapeTests {
    @Test func everyExecutableAndFeatureHasTheSharedShape() throws {
        let graph = try ModuleGraph.load()
        #expect(graph.root.targets.filter { $0.type == "executable" }.count >= 4)
        let problems = CodeShape.problems(in: ModuleGraph.repositoryRoot, graph: graph)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The template's dev app and Interface, laid out as `scripts/new-feature` lays them out
    /// (under the template's own name), with a graph that lists them.
    private func templateLaidOut(in directory: URL) throws -> ModuleGraph {
        let template = ModuleGraph.repositoryRoot.appending(path: "scripts/templates/Template")
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appending(path: "DevApps"), withIntermediateDirectories: true)
        try manager.createDirectory(at: directory.appending(path: "Packages/Template/Sources"), withIntermediateDirectories: true)
        try manager.copyItem(at: template.appending(path: "DevApp"), to: directory.appending(path: "DevApps/TemplateDevApp"))
        try manager.copyItem(
            at: template.appending(path: "Sources/TemplateInterface"),
            to: directory.appending(path: "Packages/Template/Sources/TemplateInterface")
        )
        let root = PackageManifest(name: "Root", products: [], targets: [
            .init(name: "TemplateDevApp", type: "executable", path: "DevApps/TemplateDevApp", dependencies: []),
        ])
        let feature = PackageManifest(name: "Template", products: [], targets: [
            .init(name: "TemplateInterface", type: "regular", path: nil, dependencies: []),
            .init(name: "TemplateLive", type: "regular", path: nil, dependencies: []),
        ])
        return ModuleGraph(root: root, packages: ["Template": feature])
    }

    @Test func theTemplateHasTheSharedShapeAndEachMissingPieceIsReported() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "code-shape-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let graph = try templateLaidOut(in: directory)
        let problems = CodeShape.problems(in: directory, graph: graph)
        #expect(problems.isEmpty, "the template lacks the shared shape:\n\(problems.joined(separator: "\n"))")

        let devApp = directory.appending(path: "DevApps/TemplateDevApp")
        try FileManager.default.removeItem(at: devApp.appending(path: "DevScreenFactory.swift"))
        let entryPoint = devApp.appending(path: "TemplateDevEntryPoint.swift")
        let text = try String(contentsOf: entryPoint, encoding: .utf8)
        try text.replacingOccurrences(of: "advice: TemplateDevErrorAdvice.advice", with: "advice: .none")
            .write(to: entryPoint, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: directory.appending(path: "Packages/Template/Sources/TemplateInterface/TemplateScreenBuildable.swift"))

        #expect(CodeShape.problems(in: directory, graph: graph).sorted() == [
            "DevApps/TemplateDevApp/DevScreenFactory.swift is missing",
            "DevApps/TemplateDevApp/TemplateDevEntryPoint.swift does not contain advice: TemplateDevErrorAdvice.advice",
            "Packages/Template/Sources/TemplateInterface/TemplateScreenBuildable.swift is missing",
        ])
    }
}
