import Foundation
import Testing

/// The executables' lists of the features that plug themselves in are written from
/// Package.swift's `features` (scripts/feature-list): a list edited by hand, or a feature
/// added to the manifest without them, fails here.
@Suite struct FeatureListTests {
    @Test func theExecutablesListsAreAsTheManifestSays() async throws {
        let check = try await Shell.run(["python3", "scripts/feature-list", "--check"], in: ModuleGraph.repositoryRoot)
        #expect(check.status == 0, "\(check.output)")
    }

    /// A stale list is reported, naming the file and the command that writes it.
    @Test func aStaleListIsReported() async throws {
        let copy = FileManager.default.temporaryDirectory.appending(path: "feature-list-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        for path in ["scripts", "MainApp/CLI", "MainApp/Server"] {
            try FileManager.default.createDirectory(at: copy.appending(path: path), withIntermediateDirectories: true)
        }
        for path in ["scripts/feature-list", "Package.swift", "MainApp/CLI/AppFeatures.swift", "MainApp/Server/ServerFeatures.swift"] {
            try FileManager.default.copyItem(at: ModuleGraph.repositoryRoot.appending(path: path), to: copy.appending(path: path))
        }
        let manifest = copy.appending(path: "Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "    // new-feature: features\n", with: "    \"Notes\",\n    // new-feature: features\n")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let check = try await Shell.run(["python3", "scripts/feature-list", "--check"], in: copy)
        #expect(check.status != 0)
        #expect(check.output.contains("MainApp/CLI/AppFeatures.swift") && check.output.contains("MainApp/Server/ServerFeatures.swift") && check.output.contains("run scripts/feature-list"))

        let write = try await Shell.run(["python3", "scripts/feature-list"], in: copy)
        #expect(write.status == 0, "\(write.output)")
        let list = try String(contentsOf: copy.appending(path: "MainApp/CLI/AppFeatures.swift"), encoding: .utf8)
        #expect(list.contains("import NotesApp\n") && list.contains("NotesAppFeature.self,"), "\(list)")
        let server = try String(contentsOf: copy.appending(path: "MainApp/Server/ServerFeatures.swift"), encoding: .utf8)
        #expect(server.contains("import NotesServer\n") && server.contains("NotesServerFeature.self,"), "\(server)")
    }
}
