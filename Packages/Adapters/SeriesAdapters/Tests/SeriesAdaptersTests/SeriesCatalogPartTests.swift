import Foundation
import GRDB
import IMDbCatalogBuild
import IMDbDatasets
import SeriesInterface
import Testing

@testable import SeriesSQLite

/// The feature's part of a catalog built from IMDb's datasets, on a small dataset in IMDb's
/// format gzipped into a temporary directory (a film among the series, which the part leaves
/// to the films' part): what the part writes is what
/// ``SQLiteSeriesCatalog`` reads. Series and episodes are kept in their seasons; `\N` numbers
/// stay unknown; an episode of a series the files lack is skipped and counted; adult series
/// are left out with their episodes.
@Suite struct SeriesCatalogPartTests {
    let directory: URL
    let build: IMDbCatalogBuild

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "series-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        build = IMDbCatalogBuild(catalogPath: directory.appending(path: "catalog.sqlite").path)
    }

    private func run(_ files: [String]) throws(CatalogBuildError) {
        try build.build(files: files, parts: [SeriesCatalogPart()], progress: { _ in }, isCancelled: { false })
    }

    private func catalog() throws -> SQLiteSeriesCatalog {
        try #require(try SQLiteSeriesCatalog.open(path: build.catalogPath))
    }

    private static let basics = """
        tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres
        tt0116282\tmovie\tFargo\tFargo\t0\t1996\t\\N\t98\tCrime
        tt9990008\ttvSeries\tShawshank Stories\tShawshank Stories\t0\t2018\t\\N\t\\N\tDrama
        tt2802850\ttvSeries\tFargo\tFargo\t0\t2014\t2024\t53\tCrime
        tt7366338\ttvMiniSeries\tChernobyl\tChernobyl\t0\t2019\t2019\t330\tDrama
        tt9990010\ttvSeries\tThe Adult Series\tThe Adult Series\t1\t2012\t\\N\t\\N\tAdult
        tt9990002\ttvEpisode\tThe Godfather\tThe Godfather\t0\t2015\t\\N\t22\tComedy
        tt9990011\ttvEpisode\tThe Crocodile's Dilemma\tThe Crocodile's Dilemma\t0\t2014\t\\N\t68\tCrime
        tt9990017\ttvEpisode\tPilot\tPilot\t0\t2018\t\\N\t45\tDrama
        tt9990018\ttvEpisode\tBehind the Walls\tBehind the Walls\t0\t2019\t\\N\t30\tDocumentary
        tt9990019\ttvEpisode\tThe Lost Tapes\tThe Lost Tapes\t0\t\\N\t\\N\t\\N\tDrama
        tt9990020\ttvEpisode\tAn Orphaned Episode\tAn Orphaned Episode\t0\t2010\t\\N\t40\tDrama
        tt9990021\ttvEpisode\tAn Adult Episode\tAn Adult Episode\t1\t2012\t\\N\t30\tAdult

        """

    private static let episodes = """
        tconst\tparentTconst\tseasonNumber\tepisodeNumber
        tt9990002\ttt9990008\t1\t2
        tt9990011\ttt2802850\t1\t1
        tt9990017\ttt9990008\t1\t1
        tt9990018\ttt9990008\t0\t1
        tt9990019\ttt9990008\t\\N\t\\N
        tt9990020\ttt9990999\t1\t1
        tt9990021\ttt9990010\t1\t1

        """

    private static let ratings = """
        tconst\taverageRating\tnumVotes
        tt9990008\t6.0\t50
        tt2802850\t8.9\t430000
        tt7366338\t9.3\t900000
        tt9990011\t8.8\t20000
        tt0116282\t8.1\t700000

        """

    /// `text` gzipped by the system's gzip into `<name>.tsv.gz`: its path.
    private func gzip(_ name: String, _ text: String) throws -> String {
        let plain = directory.appending(path: "\(name).tsv")
        try Data(text.utf8).write(to: plain)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-n", "-f", plain.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gzip of \(name)")
        return plain.path + ".gz"
    }

    private func fixtures() throws -> [String] {
        try [gzip("title.basics", Self.basics), gzip("title.episode", Self.episodes), gzip("title.ratings", Self.ratings)]
    }

    @Test func theSeriesAndEpisodesItWritesAreTheOnesTheCatalogReads() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try run(try fixtures())
        let counts = try await DatabaseQueue(path: build.catalogPath).read { db in try SeriesCatalogPart().counts(in: db) }
        // What `catalog status` and the end of a build say of them is this part's.
        let summary = SeriesCatalogPart().summary(of: counts)
        #expect(summary?.heading == "Series" && summary?.phrase == "\(counts["series"] ?? -1) series with \(counts["episodes"] ?? -1) episodes", "\(String(describing: summary))")
        #expect(SeriesCatalogPart().summary(of: [:]) == nil)
        #expect(counts == ["series": 3, "episodes": 5])
        let info = try await DatabaseQueue(path: build.catalogPath).read { db in try CatalogDatabase.info(in: db) }
        #expect(info["warnings"] == "\(directory.appending(path: "title.episode.tsv.gz").path): 1 episodes are of series that title.basics does not have (the first on line 7); they were skipped")

        let catalog = try catalog()
        let chernobyl = try await catalog.search("chern", limit: 5)
        #expect(chernobyl.map(\.title) == ["Chernobyl"])
        let fargo = try await catalog.search("fargo", limit: 5)
        #expect(fargo.map { "\($0.id.imdb) \($0.kind) \($0.years)" } == ["tt2802850 series 2014–2024"])
        let storiesID = try #require(TitleID(parsing: "tt9990008"))
        let stories = try #require(try await catalog.details(of: storiesID))
        #expect(stories.series.endYear == nil && stories.series.kind == .series)
        #expect(stories.episodes.map { "\($0.id?.imdb ?? "-") \($0.season.map(String.init) ?? "-") \($0.number.map(String.init) ?? "-") \($0.title)" } == [
            "tt9990018 0 1 Behind the Walls", "tt9990017 1 1 Pilot", "tt9990002 1 2 The Godfather", "tt9990019 - - The Lost Tapes",
        ])
        let crocodileID = try #require(TitleID(parsing: "tt9990011"))
        let crocodile = try #require(try await catalog.episode(crocodileID))
        #expect(crocodile.seriesID.imdb == "tt2802850" && crocodile.year == 2014 && crocodile.runtimeMinutes == 68 && crocodile.title == "The Crocodile's Dilemma")
        for missing in ["tt9990020", "tt9990021"].compactMap({ TitleID(parsing: $0) }) {
            let episode = try await catalog.episode(missing)
            #expect(episode == nil, "\(missing): its series is missing, or adult")
        }
        let ratings = try await DatabaseQueue(path: build.catalogPath).read { db in
            try String.fetchAll(db, sql: "SELECT id || ' ' || ifnull(rating, '-') || ' ' || votes FROM series ORDER BY id")
        }
        #expect(ratings == ["2802850 8.9 430000", "7366338 9.3 900000", "9990008 6.0 50"])
    }

    /// Without `title.episode` the part keeps nothing, and the catalog holds no series.
    @Test func withoutEpisodesThereAreNoSeries() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try run([try gzip("title.basics", Self.basics)])
        #expect(try SQLiteSeriesCatalog.open(path: build.catalogPath) == nil)
        #expect(try DatabaseQueue(path: build.catalogPath).read { db in try SeriesCatalogPart().counts(in: db) } == [:])
    }

    @Test func anEpisodeRowThatNamesNoSeriesStopsTheBuild() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let basics = try gzip("title.basics", Self.basics)
        let episodes = try gzip("title.episode", "tconst\tparentTconst\tseasonNumber\tepisodeNumber\ntt9990011\tnot-an-id\t1\t1\n")
        #expect(throws: CatalogBuildError.invalidID(file: episodes, line: 2, value: "not-an-id")) { try run([basics, episodes]) }
        #expect(!FileManager.default.fileExists(atPath: build.catalogPath))
    }
}
