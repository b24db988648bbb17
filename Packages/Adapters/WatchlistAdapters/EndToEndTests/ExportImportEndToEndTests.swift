import Foundation
import TestSupport
import Testing

/// `export` and `import` through the real binary: a list moves to another profile without loss.
@Suite struct ExportImportEndToEndTests {
    @Test func aListMovesToAnotherProfileAndExportsToTheSameBytes() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let folder = app.databaseURL.deletingLastPathComponent()
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try await app.run(["add", "offline:1", "--note", "the classic, \"uncut\""]).status == 0)
        #expect(try await app.run(["add", "offline:3"]).status == 0)
        #expect(try await app.run(["watched", "offline:1", "--on", "2019-03-02", "--rating", "9", "--review", "Leave the gun."]).status == 0)
        #expect(try await app.run(["watched", "offline:1", "--on", "2024-12-25"]).status == 0)

        let first = folder.appending(path: "ada.json")
        let exported = try await app.run(["export", "--output", first.path])
        #expect(exported.status == 0 && exported.standardOutput == "Exported 2 films and 2 viewings to \(first.path).\n", "\(exported.standardError)")
        let letterboxd = try await app.run(["export", "--format", "letterboxd"])
        #expect(letterboxd.standardOutput.hasPrefix("Title,Year,imdbID,tmdbID,WatchedDate,Rating10,Rewatch,Review\r\nThe Godfather,1972,,,2019-03-02,9,false,Leave the gun.\r\n"))

        #expect(try await app.run(["signup", "grace", "--password-stdin"], input: "compiler pioneer\n").status == 0)
        let dryRun = try await app.run(["import", first.path, "--dry-run", "--json"])
        #expect(dryRun.standardOutput.contains("\"dryRun\" : true") && dryRun.standardOutput.contains("\"added\" : 2"), "\(dryRun.standardOutput)")
        let imported = try await app.run(["import", first.path])
        #expect(
            imported.standardOutput == "Imported: films 2 added, 0 updated, 0 unchanged; 2 viewings recorded.\nThis is import 1 of your films; `imports undo 1` takes it back.\n",
            "\(imported.standardError)"
        )
        let second = folder.appending(path: "grace.json")
        #expect(try await app.run(["export", "-o", second.path]).status == 0)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        let again = try await app.run(["import", first.path])
        #expect(again.standardOutput == "Imported: films 0 added, 0 updated, 2 unchanged; 0 viewings recorded.\n")
    }

    @Test func aFileThatIsNotAnExportIsRefusedWithAWayOut() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let csv = app.databaseURL.deletingLastPathComponent().appending(path: "films.csv")
        try Data("Name,Stars\nAlien,5\n".utf8).write(to: csv)
        let result = try await app.run(["import", csv.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(csv.path) is not an export that can be imported (the header Name,Stars is none of"), "\(result.standardError)")
        #expect(result.standardError.contains("`watchlist import --help` lists the exports it reads"), "\(result.standardError)")
        #expect(try await app.run(["list", "--json"]).standardOutput == "[\n\n]\n")
    }

    /// The fixture Letterboxd export, zipped as Letterboxd sends it (by Python's zipfile).
    private func letterboxdZip(in folder: URL) async throws -> URL {
        let fixtures = Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/letterboxd")
        let zip = folder.appending(path: "letterboxd-ada-2026-11-23-10-00-utc.zip")
        let python = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", """
            import os, sys, zipfile
            with zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as z:
                for name in sorted(os.listdir(sys.argv[1])):
                    z.write(os.path.join(sys.argv[1], name), name)
            """, fixtures.path, zip.path])
        #expect(python.status == 0, "\(python.error)")
        return zip
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "zipping the fixture needs /usr/bin/python3"))
    func aLetterboxdZipImportsExportsAndImportsAgainWithNoChange() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let folder = app.databaseURL.deletingLastPathComponent()
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let zip = try await letterboxdZip(in: folder)

        let dryRun = try await app.run(["import", zip.path, "--dry-run", "--json"])
        #expect(dryRun.standardOutput.contains("\"added\" : 6") && dryRun.standardOutput.contains("\"notFound\" : 1"), "\(dryRun.standardOutput)\(dryRun.standardError)")
        #expect(try await app.run(["list", "--json"]).standardOutput == "[\n\n]\n")

        let imported = try await app.run(["import", zip.path])
        let unmatched = folder.appending(path: "letterboxd-ada-2026-11-23-10-00-utc-unmatched.csv")
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasPrefix("Imported: films 6 added, 0 updated, 0 unchanged; 5 viewings recorded.\n1 row not imported: 1 not found"), "\(imported.standardOutput)")
        #expect(imported.standardOutput.contains("\(zip.path)/diary.csv, line 6: \"The Film Nobody Made\" (2011) not found"))
        #expect(try String(contentsOf: unmatched, encoding: .utf8).contains("The Film Nobody Made,2011,,,2024-03-31,6,,,film,,,,not found,"))

        let list = try await app.run(["list"]).standardOutput
        #expect(list.contains("The Godfather") && list.contains("Parasite") && list.contains("Amélie"), "\(list)")
        let history = try await app.run(["history"]).standardOutput
        #expect(history.contains("2024-03-01") && history.contains("Still perfect."), "\(history)")
        let stats = try await app.run(["stats"]).standardOutput
        #expect(stats.contains("6 films on your list, 4 watched; 5 viewings.") && stats.contains("Francis Ford Coppola"), "\(stats)")

        let json = folder.appending(path: "ada.json"), diary = folder.appending(path: "diary.csv"), watchlist = folder.appending(path: "watchlist.csv")
        #expect(try await app.run(["export", "--output", json.path]).status == 0)
        #expect(try await app.run(["export", "--format", "letterboxd", "--output", diary.path]).status == 0)
        #expect(try await app.run(["export", "--format", "letterboxd-watchlist", "--output", watchlist.path]).status == 0)
        for paths in [[diary.path, watchlist.path], [zip.path], [json.path]] {
            let again = try await app.run(["import"] + paths)
            #expect(again.standardOutput.hasPrefix("Imported: films 0 added, 0 updated, 6 unchanged; 0 viewings recorded.\n"), "\(paths): \(again.standardOutput)\(again.standardError)")
        }
        let reexported = folder.appending(path: "again.json")
        #expect(try await app.run(["export", "--output", reexported.path]).status == 0)
        #expect(try Data(contentsOf: json) == Data(contentsOf: reexported))
    }
}
