import Foundation
import Testing

/// `scripts/new-feature` makes a feature that follows the rules at once and builds.
@Suite struct ScaffoldTests {
    @Test(.timeLimit(.minutes(20)))
    func aScaffoldedFeatureFollowsTheRulesAndBuilds() throws {
        let copy = FileManager.default.temporaryDirectory.appending(path: "scaffold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try Shell.copyRepository(from: ModuleGraph.repositoryRoot, to: copy)

        let scaffold = try Shell.run(["python3", "scripts/new-feature", "Notes"], in: copy)
        #expect(scaffold.status == 0, "\(scaffold.output)")
        for module in ["NotesInterface", "Notes", "NotesLive", "NotesTesting"] {
            #expect(FileManager.default.fileExists(atPath: copy.appending(path: "Packages/Notes/Sources/\(module)").path))
        }
        #expect(try Shell.run(["python3", "scripts/new-feature", "Notes"], in: copy).status != 0, "a second run must refuse to overwrite")

        let graph = try ModuleGraph.load(repository: copy)
        #expect(graph.features.contains("Notes"))
        #expect(graph.devApps.contains(.init(name: "NotesDevApp", package: graph.root.name)))
        let problems = ModuleRules.violations(in: graph)
        #expect(problems.isEmpty, "\(problems)")

        let spec = try ProjectSpec.load(copy.appending(path: "project.yml"))
        let directories = try FileManager.default.contentsOfDirectory(atPath: copy.appending(path: "Packages").path).sorted()
        let drift = ProjectSpec.differences(spec: spec, manifest: try PackageManifest.load(copy), packageDirectories: directories)
        #expect(drift.isEmpty, "\(drift)")
        #expect(spec.targets["notes-dev"] != nil)

        let build = try Shell.run(["swift", "build", "--product", "notes-dev", "--explicit-target-dependency-import-check=error"], in: copy)
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let binary = copy.appending(path: ".build/debug/notes-dev").path
        let file = copy.appending(path: "notes.json").path
        #expect(try Shell.run([binary, "--file", file, "add", "first note"], in: copy).output == "Added \"first note\".\n")
        #expect(try Shell.run([binary, "--file", file, "list"], in: copy).output == "#  Text\n1  first note\n")

        let tests = try Shell.run(["swift", "test", "--package-path", "Packages/Notes"], in: copy)
        #expect(tests.status == 0, "\(tests.output.suffix(3000))")
    }
}
