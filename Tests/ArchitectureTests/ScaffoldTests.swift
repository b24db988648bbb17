import Foundation
import Testing

/// `scripts/new-feature` makes a feature that follows the rules and the shared shape at once,
/// builds, runs as docs/architecture.md shows, and passes its own tests.
///
/// It copies the repository and builds the new dev app and package from nothing, which takes
/// minutes, so the default `swift test` skips it; `scripts/test-all` runs it as its own step:
///
///     WATCHLIST_SCAFFOLD_TEST=1 swift test --filter ScaffoldTests
@Suite(.enabled(
    if: ProcessInfo.processInfo.environment["WATCHLIST_SCAFFOLD_TEST"] == "1",
    "builds a scaffolded feature from nothing (minutes); scripts/test-all runs it with WATCHLIST_SCAFFOLD_TEST=1"
))
struct ScaffoldTests {
    @Test(.timeLimit(.minutes(30)))
    func aScaffoldedFeatureFollowsTheRulesBuildsRunsAndPassesItsTests() async throws {
        let copy = FileManager.default.temporaryDirectory.appending(path: "scaffold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try Shell.copyRepository(from: ModuleGraph.repositoryRoot, to: copy)

        let scaffold = try await Shell.run(["python3", "scripts/new-feature", "Notes"], in: copy)
        try #require(scaffold.status == 0, "\(scaffold.output)")
        for module in ["NotesInterface", "Notes", "NotesJSON", "NotesTesting"] {
            #expect(FileManager.default.fileExists(atPath: copy.appending(path: "Packages/Notes/Sources/\(module)").path))
        }
        #expect(FileManager.default.fileExists(atPath: copy.appending(path: "DevApps/NotesDev/Sources/NotesDevMain/main.swift").path))
        #expect(try await Shell.run(["python3", "scripts/new-feature", "Notes"], in: copy).status != 0, "a second run must refuse to overwrite")

        try await expectTheRulesHold(in: copy)

        let build = try await Shell.run(["swift", "build", "--product", "notes-dev", "--explicit-target-dependency-import-check=error"], in: copy)
        try #require(build.status == 0, "\(build.output.suffix(3000))")
        try await expectTheDevAppWorks(in: copy)

        let tests = try await Shell.run(["swift", "test", "--package-path", "Packages/Notes", "--explicit-target-dependency-import-check=error"], in: copy)
        #expect(tests.status == 0, "\(tests.output.suffix(3000))")
    }

    /// The module rules, project.yml and docs/architecture.md's graph, in the copy.
    private func expectTheRulesHold(in copy: URL) async throws {
        let graph = try await ModuleGraph.load(repository: copy)
        #expect(graph.features.contains("Notes"))
        #expect(graph.devApps.contains(.init(name: "NotesDevMain", package: "NotesDev")))
        let problems = ModuleRules.violations(in: graph)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")

        let spec = try ProjectSpec.load(copy.appending(path: "project.yml"))
        let drift = ProjectSpec.differences(
            spec: spec, manifest: try await PackageManifest.load(copy), devApps: try await ModuleGraph.manifests(in: copy.appending(path: "DevApps")),
            packageDirectories: try ModuleGraph.packagePaths(in: copy)
        )
        #expect(drift.isEmpty, "\(drift.joined(separator: "\n"))")
        #expect(spec.targets["notes-dev"] != nil)

        let document = try String(contentsOf: copy.appending(path: "docs/architecture.md"), encoding: .utf8)
        #expect(document.contains("  NotesDevApp --> Notes\n"), "docs/architecture.md's module graph was not regenerated")
        #expect(document.contains("  NotesDevMain --> NotesDevApp\n"), "docs/architecture.md's module graph lacks the dev app's package")
    }

    /// The commands docs/architecture.md shows (the inner loop, in the dev app's own package),
    /// the wiring option in a subcommand's help, and the advice.
    private func expectTheDevAppWorks(in copy: URL) async throws {
        let file = copy.appending(path: "notes.json").path
        let inner = ["swift", "run", "--package-path", "DevApps/NotesDev", "notes-dev"]
        let add = try await Shell.run(inner + ["--file", file, "add", "first note"], in: copy)
        #expect(add.status == 0 && add.output.hasSuffix("Added \"first note\".\n"), "\(add.output.suffix(2000))")
        let list = try await Shell.run(inner + ["list", "--file", file], in: copy)
        #expect(list.status == 0 && list.output.hasSuffix("#  Text\n1  first note\n"), "\(list.output.suffix(2000))")

        let binary = copy.appending(path: ".build/debug/notes-dev").path
        #expect(try await Shell.run([binary, "add", "--help"], in: copy).output.contains("--file <path>"))
        let blank = try await Shell.run([binary, "add", " "], in: copy)
        #expect(blank.status == 1)
        #expect(blank.output.contains("the text is empty") && blank.output.contains("`notes-dev add \"first item\"`"), "\(blank.output)")
        let inMemory = try await Shell.run([binary, "list"], in: copy)
        #expect(inMemory.status == 0 && inMemory.output == "#  Text\n", "without --file the items are in memory: \(inMemory.output)")
    }
}
