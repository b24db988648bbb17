import Foundation
import Testing

/// `export` and `import` through the real binary: a list moves to another profile without loss.
@Suite struct ExportImportEndToEndTests {
    @Test func aListMovesToAnotherProfileAndExportsToTheSameBytes() throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let folder = app.databaseURL.deletingLastPathComponent()
        #expect(try app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try app.run(["add", "offline:1", "--note", "the classic, \"uncut\""]).status == 0)
        #expect(try app.run(["add", "offline:3"]).status == 0)
        #expect(try app.run(["watched", "offline:1", "--on", "2019-03-02", "--rating", "9", "--review", "Leave the gun."]).status == 0)
        #expect(try app.run(["watched", "offline:1", "--on", "2024-12-25"]).status == 0)

        let first = folder.appending(path: "ada.json")
        let exported = try app.run(["export", "--output", first.path])
        #expect(exported.status == 0 && exported.standardOutput == "Exported 2 films and 2 viewings to \(first.path).\n", "\(exported.standardError)")
        let letterboxd = try app.run(["export", "--format", "letterboxd"])
        #expect(letterboxd.standardOutput.hasPrefix("Title,Year,imdbID,tmdbID,WatchedDate,Rating10,Rewatch,Review\r\nThe Godfather,1972,,,2019-03-02,9,false,Leave the gun.\r\n"))

        #expect(try app.run(["signup", "grace", "--password-stdin"], input: "compiler pioneer\n").status == 0)
        let dryRun = try app.run(["import", first.path, "--dry-run", "--json"])
        #expect(dryRun.standardOutput.contains("\"dryRun\" : true") && dryRun.standardOutput.contains("\"added\" : 2"), "\(dryRun.standardOutput)")
        let imported = try app.run(["import", first.path])
        #expect(imported.standardOutput == "Imported: films 2 added, 0 updated, 0 unchanged; 2 viewings recorded.\n", "\(imported.standardError)")
        let second = folder.appending(path: "grace.json")
        #expect(try app.run(["export", "-o", second.path]).status == 0)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        let again = try app.run(["import", first.path])
        #expect(again.standardOutput == "Imported: films 0 added, 0 updated, 2 unchanged; 0 viewings recorded.\n")
    }

    @Test func aFileThatIsNotAnExportIsRefusedWithAWayOut() throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let csv = app.databaseURL.deletingLastPathComponent().appending(path: "watched.csv")
        try Data("Date,Name,Year,Letterboxd URI\n2024-01-01,Alien,1979,https://boxd.it/2b0k\n".utf8).write(to: csv)
        let result = try app.run(["import", csv.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(csv.path) is not a watchlist JSON export (not valid JSON)"), "\(result.standardError)")
        #expect(result.standardError.contains("`watchlist import` reads the files that `watchlist export --format json` writes."), "\(result.standardError)")
        #expect(try app.run(["list", "--json"]).standardOutput == "[\n\n]\n")
    }
}
