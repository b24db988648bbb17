import Foundation
import Testing

/// `catalog import` and the imported catalog, through the real binary: the fixture dataset
/// in IMDb's format (`Packages/Movies/Fixtures/imdb`), gzipped as IMDb publishes it.
@Suite struct CatalogImportEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Packages/Movies/Fixtures/imdb")

    /// Gzips `text` into `name` in the app's directory: its path.
    private func gzip(_ text: Data, named name: String, in app: WatchlistBinary) throws -> String {
        let output = app.directory.appending(path: name)
        let plain = app.directory.appending(path: name + ".plain")
        try text.write(to: plain)
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-n", "-c", plain.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        try FileManager.default.removeItem(at: plain)
        return output.path
    }

    private func datasets(in app: WatchlistBinary) throws -> [String] {
        try ["title.basics", "title.ratings", "title.crew", "title.principals", "name.basics"].map {
            try gzip(Data(contentsOf: Self.fixtures.appending(path: "\($0).tsv")), named: "\($0).tsv.gz", in: app)
        }
    }

    @Test func importThenSearchShowAndAddByIMDbID() throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let imported = try app.run(["catalog", "import"] + datasets(in: app))
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasPrefix("Imported 35 titles and 39 names into \(app.directory.appending(path: "catalog.sqlite").path)"))

        let search = try app.run(["search", "godfather"])
        let rows = search.standardOutput.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first.map(String.init) }
        #expect(rows == ["imdb:tt0068646", "imdb:tt0071562", "imdb:tt0099674", "imdb:tt9990003"], "\(search.standardOutput)")
        #expect(search.standardOutput.contains("Francis Ford Coppola  175 min"))

        let typo = try app.run(["search", "shawshenk"])
        #expect(typo.standardOutput.contains("No movies match \"shawshenk\". The closest titles:"))
        #expect(typo.standardOutput.contains("imdb:tt0111161  The Shawshank Redemption"))

        let show = try app.run(["show", "imdb:tt0068646"])
        #expect(show.standardOutput.hasPrefix("The Godfather (1972)"))
        #expect(show.standardOutput.contains("Director  Francis Ford Coppola"))
        #expect(show.standardOutput.contains("Marlon Brando as Vito Corleone"))

        let status = try app.run(["catalog", "status", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [String: Any])
        #expect(object["titles"] as? Int == 35 && object["inUse"] as? String == "imdb" && object["imported"] as? Bool == true)

        _ = try app.run(["signup", "ada", "--password-stdin"], input: "correct horse\n")
        #expect(try app.run(["add", "imdb:tt0068646"]).status == 0)
        #expect(try app.run(["add", "offline:2", "--catalog", "offline"]).status == 0)
        #expect(try app.listEntries().compactMap { $0["id"] as? String }.sorted() == ["imdb:tt0068646", "offline:2"])
    }

    @Test func aFailedImportKeepsThePreviousCatalog() throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try app.run(["catalog", "import"] + datasets(in: app)).status == 0)
        let letterboxd = try gzip(Data("Date,Name,Year,Letterboxd URI\n2024-01-01,Past Lives,2023,https://boxd.it/x\n".utf8), named: "watched.csv.gz", in: app)
        let failed = try app.run(["catalog", "import", letterboxd])
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("watched.csv.gz is not one of IMDb's datasets"))
        #expect(failed.standardError.contains("See `watchlist catalog import --help`"))
        #expect(try app.run(["search", "past", "lives"]).standardOutput.contains("imdb:tt13238346"))
        let names = try FileManager.default.contentsOfDirectory(atPath: app.directory.path)
        #expect(!names.contains { $0.contains(".import-") })
    }

    @Test func ctrlCInTheMiddleOfAnImportKeepsThePreviousCatalogAndLeavesNothing() throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try app.run(["catalog", "import"] + datasets(in: app)).status == 0)
        // A basics file large enough that the import is still reading when Ctrl-C comes.
        var big = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n"
        for number in 1...600_000 {
            big += "tt\(20_000_000 + number)\tmovie\tFilm number \(number)\tFilm number \(number)\t0\t2000\t\\N\t90\tDrama\n"
        }
        let file = try gzip(Data(big.utf8), named: "big.basics.tsv.gz", in: app)
        let interrupted = try app.runInterrupted(["catalog", "import", file], after: .milliseconds(700))
        #expect(interrupted.status != 0)
        #expect(interrupted.standardError.contains("the import was interrupted; the previous catalog is unchanged"), "\(interrupted.standardError)")
        #expect(try app.run(["search", "godfather"]).standardOutput.contains("imdb:tt0068646"))
        let names = try FileManager.default.contentsOfDirectory(atPath: app.directory.path)
        #expect(!names.contains { $0.contains(".import-") }, "\(names)")
    }
}
