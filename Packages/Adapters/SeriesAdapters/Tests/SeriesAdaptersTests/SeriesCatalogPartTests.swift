import Foundation
import GRDB
import IMDbCatalogBuild
import IMDbDatasets
import MoviesTesting
import SeriesInterface
import Testing

@testable import SeriesSQLite

/// The feature's part of a catalog built from IMDb's datasets, on the fixture dataset
/// (``IMDbFixtureDataset``), gzipped into a temporary directory: what the part writes is what
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

    private func fixtures() throws -> [String] {
        try IMDbFixtureDataset.datasets.map { try IMDbFixtureDataset.gzipped($0, into: directory) }
    }

    @Test func theSeriesAndEpisodesItWritesAreTheOnesTheCatalogReads() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try run(try fixtures())
        let counts = try await DatabaseQueue(path: build.catalogPath).read { db in try SeriesCatalogPart().counts(in: db) }
        #expect(counts == ["series": 3, "episodes": 10])
        let info = try await DatabaseQueue(path: build.catalogPath).read { db in try CatalogDatabase.info(in: db) }
        #expect(info["warnings"] == "\(directory.appending(path: "title.episode.tsv.gz").path): 1 episodes are of series that title.basics does not have (the first on line 12); they were skipped")

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
        try run([try IMDbFixtureDataset.gzipped("title.basics", into: directory)])
        #expect(try SQLiteSeriesCatalog.open(path: build.catalogPath) == nil)
        #expect(try DatabaseQueue(path: build.catalogPath).read { db in try SeriesCatalogPart().counts(in: db) } == [:])
    }

    @Test func anEpisodeRowThatNamesNoSeriesStopsTheBuild() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let basics = try IMDbFixtureDataset.gzipped("title.basics", into: directory)
        let episodes = directory.appending(path: "episode.tsv.gz")
        try IMDbFixtureDataset.gzip(Data("tconst\tparentTconst\tseasonNumber\tepisodeNumber\ntt9990011\tnot-an-id\t1\t1\n".utf8), to: episodes)
        #expect(throws: CatalogBuildError.invalidID(file: episodes.path, line: 2, value: "not-an-id")) { try run([basics, episodes.path]) }
        #expect(!FileManager.default.fileExists(atPath: build.catalogPath))
    }
}
