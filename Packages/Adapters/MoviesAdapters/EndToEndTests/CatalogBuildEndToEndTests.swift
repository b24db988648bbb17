import Foundation
import TestSupport
import MoviesTesting
import Testing

/// `catalog build` (and its earlier name, `catalog import`) and the built catalog, through the real binary: the fixture dataset
/// in IMDb's format (``IMDbFixtureDataset``), gzipped as IMDb publishes it.
@Suite struct CatalogBuildEndToEndTests {
    /// Gzips `text` into `name` in the app's directory: its path.
    private func gzip(_ text: Data, named name: String, in app: WatchlistBinary) throws -> String {
        let file = app.directory.appending(path: name)
        try IMDbFixtureDataset.gzip(text, to: file)
        return file.path
    }

    private func datasets(in app: WatchlistBinary) throws -> [String] {
        try IMDbFixtureDataset.datasets.map { try IMDbFixtureDataset.gzipped($0, into: app.directory) }
    }

    @Test func importThenSearchShowAndAddByIMDbID() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let imported = try await app.run(["catalog", "build"] + datasets(in: app))
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasPrefix("Built a catalog of 37 titles, 3 series with 10 episodes, and 39 names into \(app.directory.appending(path: "catalog.sqlite").path)"))

        let search = try await app.run(["search", "godfather"])
        let rows = search.standardOutput.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first.map(String.init) }
        #expect(rows == ["imdb:tt0068646", "imdb:tt0071562", "imdb:tt0099674", "imdb:tt9990003"], "\(search.standardOutput)")
        #expect(search.standardOutput.contains("Francis Ford Coppola  175 min"))

        let typo = try await app.run(["search", "shawshenk"])
        #expect(typo.standardOutput.contains("No titles match \"shawshenk\". The closest titles:"))
        #expect(typo.standardOutput.contains("imdb:tt0111161  The Shawshank Redemption"))

        let show = try await app.run(["show", "imdb:tt0068646"])
        #expect(show.standardOutput.hasPrefix("The Godfather (1972)"))
        #expect(show.standardOutput.contains("Director  Francis Ford Coppola"))
        #expect(show.standardOutput.contains("Marlon Brando as Vito Corleone"))

        let status = try await app.run(["catalog", "status", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [String: Any])
        #expect(object["titles"] as? Int == 37 && object["series"] as? Int == 3 && object["episodes"] as? Int == 10 && object["inUse"] as? String == "imdb" && object["built"] as? Bool == true)

        _ = try await app.run(["signup", "ada", "--password-stdin"], input: "correct horse\n")
        #expect(try await app.run(["add", "imdb:tt0068646"]).status == 0)
        #expect(try await app.run(["add", "offline:2", "--catalog", "offline"]).status == 0)
        #expect(try await app.listEntries().compactMap { $0["id"] as? String }.sorted() == ["imdb:tt0068646", "offline:2"])
    }

    @Test func aFailedImportKeepsThePreviousCatalog() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        // Its earlier name still works.
        #expect(try await app.run(["catalog", "import"] + datasets(in: app)).status == 0)
        let letterboxd = try gzip(Data("Date,Name,Year,Letterboxd URI\n2024-01-01,Past Lives,2023,https://boxd.it/x\n".utf8), named: "watched.csv.gz", in: app)
        let failed = try await app.run(["catalog", "build", letterboxd])
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("watched.csv.gz is not one of IMDb's datasets"))
        #expect(failed.standardError.contains("See `watchlist catalog build --help`"))
        #expect(try await app.run(["search", "past", "lives"]).standardOutput.contains("imdb:tt13238346"))
        let names = try FileManager.default.contentsOfDirectory(atPath: app.directory.path)
        #expect(!names.contains { $0.contains(".import-") })
    }

    /// A title.basics file of `count` made-up films, gzipped: its path.
    private func bigBasics(_ count: Int, in app: WatchlistBinary) throws -> String {
        var big = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n"
        for number in 1...count {
            big += "tt\(20_000_000 + number)\tmovie\tFilm number \(number)\tFilm number \(number)\t0\t2000\t\\N\t90\tDrama\n"
        }
        return try gzip(Data(big.utf8), named: "big.basics.tsv.gz", in: app)
    }

    /// A write that fails (here at a file-size limit, as it would on a full disk) stops the
    /// import with a message naming the catalog, and the previous catalog stays.
    @Test func aWriteErrorKeepsThePreviousCatalogAndLeavesNothing() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["catalog", "build"] + datasets(in: app)).status == 0)
        let file = try bigBasics(100_000, in: app)
        let failed = try await app.runWritingAtMost(kilobytes: 1_024, ["catalog", "build", file])
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("cannot write the catalog at \(app.directory.appending(path: "catalog.sqlite").path)"), "\(failed.standardError)")
        #expect(failed.standardError.contains("a write to the disk failed"), "\(failed.standardError)")
        #expect(failed.standardError.contains("the previous catalog is unchanged"), "\(failed.standardError)")
        #expect(failed.standardError.contains("set WATCHLIST_CATALOG to a path on a disk with room"), "\(failed.standardError)")
        #expect(try await app.run(["search", "godfather"]).standardOutput.contains("imdb:tt0068646"))
        let names = try FileManager.default.contentsOfDirectory(atPath: app.directory.path)
        #expect(!names.contains { $0.contains(".import-") }, "\(names)")
    }

    static let generator = Repository.root.appending(path: "scripts/generate-imdb-dataset")

    /// The benchmark's made-up dataset (scripts/generate-imdb-dataset), at a small size: data
    /// that no test was written against imports whole, with its series, and searches.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "the dataset generator needs /usr/bin/python3"))
    func aGeneratedDatasetImportsAndSearches() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let dataset = app.directory.appending(path: "dataset")
        let generate = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), [Self.generator.path, "--titles", "3000", "--out", dataset.path])
        #expect(generate.status == 0, "\(generate.error)")
        let files = IMDbFixtureDataset.datasets.map { dataset.appending(path: "\($0).tsv.gz").path }
        let allTypes = "movie,tvMovie,tvEpisode,short,tvSeries,video,tvMiniSeries,tvSpecial,videoGame,tvShort"
        let imported = try await app.run(["catalog", "build"] + files + ["--types", allTypes, "--json"])
        #expect(imported.status == 0, "\(imported.standardError)")
        let status = try #require(try JSONSerialization.jsonObject(with: Data(imported.standardOutput.utf8)) as? [String: Any])
        let titles = try #require(status["titles"] as? Int), series = try #require(status["series"] as? Int), episodes = try #require(status["episodes"] as? Int)
        // Series and episodes are kept apart from the other titles; about 1% of all are adult
        // and left out, and 1% of the episodes belong to series that title.basics lacks.
        #expect((2_870..<3_000).contains(titles + series + episodes), "titles \(titles), series \(series), episodes \(episodes)")
        #expect(series > 100 && episodes > 700, "series \(series), episodes \(episodes)")
        let search = try await app.run(["search", "love", "--json"])
        let results = try #require(try JSONSerialization.jsonObject(with: Data(search.standardOutput.utf8)) as? [[String: Any]])
        #expect(!results.isEmpty && results.allSatisfy { ($0["id"] as? String)?.hasPrefix("imdb:tt") == true })
    }

    @Test func ctrlCInTheMiddleOfAnImportKeepsThePreviousCatalogAndLeavesNothing() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["catalog", "build"] + datasets(in: app)).status == 0)
        // A basics file large enough that the import is still reading when Ctrl-C comes.
        let file = try bigBasics(600_000, in: app)
        let interrupted = try await app.runInterrupted(["catalog", "build", file], onceAFileNamed: "catalog.sqlite.import-")
        #expect(interrupted.status != 0)
        #expect(interrupted.standardError.contains("the build was interrupted; the previous catalog is unchanged"), "\(interrupted.standardError)")
        #expect(try await app.run(["search", "godfather"]).standardOutput.contains("imdb:tt0068646"))
        let names = try FileManager.default.contentsOfDirectory(atPath: app.directory.path)
        #expect(!names.contains { $0.contains(".import-") }, "\(names)")
    }
}
