import Foundation
import TestSupport
import Testing

/// `imports` and `imports undo` through the real binaries: on this machine's database, and
/// over `remote` on a real `watchlist-server`, an import is listed with where it came from and
/// taken back whole, once.
@Suite struct ImportUndoEndToEndTests {
    /// The fixture diary, copied into `folder`: `import` writes the rows it cannot match beside
    /// the file it reads, which must not be the repository's fixture.
    private func diary(in folder: URL) throws -> URL {
        let copy = folder.appending(path: "diary.csv")
        try FileManager.default.copyItem(at: Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/letterboxd/diary.csv"), to: copy)
        return copy
    }

    /// The imports `imports --json` lists.
    private func imports(_ output: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
    }

    /// Imports the diary, lists it, previews and takes it back, and is refused a second time;
    /// `run` is `watchlist` on one list, this machine's or a server's.
    private func importAndTakeBack(
        _ diary: URL, _ run: (_ arguments: [String]) async throws -> (status: Int32, output: String, error: String)
    ) async throws {
        #expect(try await run(["imports"]).output.contains("No imports yet"))
        let imported = try await run(["import", diary.path])
        #expect(imported.status == 0 && imported.output.contains("This is import 1 of your films; `imports undo 1` takes it back."), "\(imported)")
        let listed = try imports(try await run(["imports", "--json"]).output)
        let record = try #require(listed.first)
        #expect(listed.count == 1 && record["number"] as? Int == 1 && record["service"] as? String == "Letterboxd", "\(listed)")
        #expect(record["files"] as? [String] == [diary.path] && record["undoneAt"] == nil, "\(record)")
        let added = try #require(record["filmsAdded"] as? Int)
        #expect(added > 0)
        #expect(try await run(["imports"]).output.contains("Letterboxd \(diary.path)"))

        let preview = try await run(["imports", "undo", "1", "--dry-run", "--json"])
        #expect(preview.status == 0 && preview.output.contains("\"filmsRemoved\" : \(added)") && preview.output.contains("\"dryRun\" : true"), "\(preview)")
        #expect(try await run(["list", "--json"]).output != "[\n\n]\n", "a dry run changes nothing")

        let undone = try await run(["imports", "undo", "1"])
        #expect(undone.status == 0 && undone.output.hasPrefix("Took back import 1: \(added) films removed"), "\(undone)")
        #expect(try await run(["list", "--json"]).output == "[\n\n]\n")
        #expect(try await run(["history", "--json"]).output == "[\n\n]\n")
        #expect(try imports(try await run(["imports", "--json"]).output).first?["undoneAt"] is String)

        let again = try await run(["imports", "undo", "1"])
        #expect(again.status == 1 && again.error.contains("import 1 was taken back already") && again.error.contains("`watchlist imports` lists what is left"), "\(again)")
        let unknown = try await run(["imports", "undo", "7"])
        #expect(unknown.status == 1 && unknown.error.contains("no import numbered 7") && unknown.error.contains("`watchlist imports` lists yours"), "\(unknown)")
    }

    @Test func anImportIsListedAndTakenBackOnThisMachine() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        try await importAndTakeBack(try diary(in: app.databaseURL.deletingLastPathComponent())) { arguments in
            let result = try await app.run(arguments)
            return (result.status, result.standardOutput, result.standardError)
        }
    }

    @Test func anImportIsListedAndTakenBackOnAServer() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let kim = try await server.signedUp("kim", in: directory)
        try await importAndTakeBack(try diary(in: kim.directory)) { arguments in
            let result = try await kim.run(arguments)
            return (result.status, result.output, result.error)
        }
    }
}
