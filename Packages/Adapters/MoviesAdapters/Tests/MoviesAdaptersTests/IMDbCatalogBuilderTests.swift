import Foundation
import GRDB
import IMDbCatalogBuild
import IMDbDatasets
import MoviesPorts
import Synchronization
import Testing
import MoviesInterface
import MoviesTesting
@testable import MoviesIMDb
@testable import MoviesSQLite

/// The IMDb import on the fixture dataset, gzipped, into a real catalog file in a temporary
/// directory; and every kind of bad input, after which the previous catalog still works.
@Suite struct IMDbCatalogBuilderTests {
    let fixture: IMDbFixture
    let builder: IMDbCatalogBuilder

    init() throws {
        fixture = try IMDbFixture()
        builder = IMDbCatalogBuilder(catalogPath: fixture.catalogPath)
    }

    private func runImport(_ files: [String], types: Set<String> = IMDbCatalogBuilder.defaultTypes, cancelAfter: Int? = nil) throws(CatalogBuildError) -> CatalogStatus {
        let checks = Counter()
        return try builder.buildCatalog(files: files, types: types, progress: { _ in }, isCancelled: {
            guard let cancelAfter else { return false }
            return checks.next() > cancelAfter
        })
    }

    private func catalog() throws -> SQLiteMovieCatalog {
        try SQLiteMovieCatalog.open(builtAt: builder.catalogPath, orThrow: NoCatalogYet())
    }

    private struct NoCatalogYet: Error, Equatable {}

    @Test func openingBeforeAnyImportThrowsTheAppsOwnError() throws {
        defer { fixture.remove() }
        #expect(throws: NoCatalogYet()) { try catalog() }
        #expect(try builder.status() == nil)
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).filter { $0.contains(".import-") }
    }

    @Test func importsFilmsWithRatingsDirectorsAndCastAndNothingElse() async throws {
        defer { fixture.remove() }
        let status = try runImport(fixture.all().reversed())
        #expect(status.titles == 37)
        #expect(status.names == 39)
        #expect(status.types == ["movie", "tvMovie", "tvSpecial"])
        #expect(status.sources.map(\.kind) == IMDbFixtureDataset.datasets)
        #expect(status.sources.first?.rows == 56)
        let godfather = try await catalog().movie(MovieID(source: .imdb, value: "tt0068646"))
        #expect(godfather.title == "The Godfather" && godfather.year == 1972 && godfather.runtimeMinutes == 175)
        #expect(godfather.genres == ["Crime", "Drama"] && godfather.director == "Francis Ford Coppola")
        #expect(godfather.cast.prefix(2) == [CastMember(name: "Marlon Brando", character: "Vito Corleone"), CastMember(name: "Al Pacino", character: "Michael Corleone")])
        let matrix = try await catalog().movie(MovieID(source: .imdb, value: "tt0133093"))
        #expect(matrix.director == "Lana Wachowski & Lilly Wachowski")
        // Shorts, episodes, series and adult titles are left out by default.
        for id in ["tt9990001", "tt9990002", "tt9990006", "tt9990008"] {
            await #expect(throws: MovieCatalogError.notFound(MovieID(source: .imdb, value: id))) {
                try await catalog().movie(MovieID(source: .imdb, value: id))
            }
        }
        #expect(try leftovers().isEmpty)
    }

    /// Another feature's part is offered each title before the films: what it takes is not a
    /// film (Fargo the series), whatever the types; what it counts is in the status.
    @Test func anotherFeaturesPartTakesItsTitlesBeforeTheFilms() async throws {
        defer { fixture.remove() }
        let builder = IMDbCatalogBuilder(catalogPath: fixture.catalogPath, parts: [SeriesTypesPart()])
        let status = try builder.buildCatalog(files: try fixture.all(), types: ["movie", "tvSeries"], progress: { _ in }, isCancelled: { false })
        #expect(status.otherCounts["series"] == 4 && status.titles == 35)
        #expect(try await catalog().search("fargo", limit: 5).map(\.id.value) == ["tt0116282"])
        #expect(try builder.status()?.otherCounts["series"] == 4)
    }

    /// Without title.episode, series and episodes are titles like any other, kept by --types.
    @Test func withoutEpisodesSeriesAreKeptOnlyByTypes() async throws {
        defer { fixture.remove() }
        let status = try runImport([fixture.gzipped("title.basics")], types: ["tvSeries"])
        #expect(status.otherCounts.isEmpty && status.titles == 2, "no part of another kind")
        #expect(try await catalog().search("fargo", limit: 5).map(\.id.value) == ["tt2802850"])
    }

    @Test func searchRanksThePopularFilmFirstAndForgivesTyposAndAccents() async throws {
        defer { fixture.remove() }
        _ = try runImport(fixture.all())
        let catalog = try catalog()
        #expect(try await catalog.search("godfather", limit: 5).map(\.id.value) == ["tt0068646", "tt0071562", "tt0099674", "tt9990003"])
        #expect(try await catalog.search("amelie", limit: 5).first?.title == "Amélie")
        #expect(try await catalog.search("fabuleux", limit: 5).first?.title == "Amélie")
        #expect(try await catalog.search("dune", limit: 5).map(\.year) == [2021, 1984, 2005])
        #expect(try await catalog.search("dune", year: 1984, limit: 5).map(\.director) == ["David Lynch"])
        #expect(try await catalog.suggestions("godfathr", year: nil, limit: 1).first?.title == "The Godfather")
        #expect(try await catalog.suggestions("shawshenk", year: nil, limit: 1).first?.title == "The Shawshank Redemption")
    }

    @Test func typesChooseWhatIsKept() async throws {
        defer { fixture.remove() }
        let status = try runImport([fixture.gzipped("title.basics")], types: ["short"])
        #expect(status.titles == 2)
        #expect(try await catalog().search("godfather", limit: 5).map(\.id.value) == ["tt9990001"])
    }

    @Test func reimportingReplacesTheCatalog() async throws {
        defer { fixture.remove() }
        _ = try runImport(fixture.all())
        let status = try runImport([fixture.gzipped("title.basics")], types: ["short"])
        #expect(status.titles == 2)
        #expect(status.sources.count == 1)
    }

    /// Each bad input stops the import with a message naming the file (and line), and the
    /// catalog imported before stays, whole and searchable, with no scratch file left.
    @Test func badInputKeepsThePreviousCatalog() async throws {
        defer { fixture.remove() }
        _ = try runImport(fixture.all())
        let basics = try fixture.gzipped("title.basics")
        let header = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n"
        let gzipBytes = try Data(contentsOf: URL(fileURLWithPath: basics))
        let cases: [(files: [String], expected: CatalogBuildError)] = [
            ([try fixture.write(gzipBytes.prefix(gzipBytes.count - 30), named: "cut.tsv.gz")], .truncated(file: fixture.directory.appending(path: "cut.tsv.gz").path)),
            ([try fixture.write(Data(header.utf8), named: "plain.tsv")], .notGzip(file: fixture.directory.appending(path: "plain.tsv").path)),
            ([try fixture.gzip(Data("Date,Name,Year,Letterboxd URI\n".utf8), named: "watched.csv.gz")],
             .unknownHeader(file: fixture.directory.appending(path: "watched.csv.gz").path, header: "Date,Name,Year,Letterboxd URI")),
            ([try fixture.gzip(Data((header + "tt0000001\tmovie\tShort row\n").utf8), named: "short.tsv.gz")],
             .tooFewColumns(file: fixture.directory.appending(path: "short.tsv.gz").path, line: 2, expected: 9, found: 3)),
            ([try fixture.gzip(Data(header.utf8) + Data([0x74, 0x74, 0x31, 0x09, 0x6D, 0x6F, 0x76, 0x69, 0x65, 0x09, 0xC3, 0x28]) + Data("\tx\t0\t2000\t\\N\t90\tDrama\n".utf8), named: "utf8.tsv.gz")],
             .invalidUTF8(file: fixture.directory.appending(path: "utf8.tsv.gz").path, line: 2)),
            ([try fixture.gzip(Data(header.utf8) + Data(repeating: UInt8(ascii: "a"), count: TSVReader.maximumLineLength + 1), named: "long.tsv.gz")],
             .lineTooLong(file: fixture.directory.appending(path: "long.tsv.gz").path, line: 2, limit: TSVReader.maximumLineLength)),
            ([basics, try fixture.gzip(Data("tconst\taverageRating\tnumVotes\ntt7777777\t5.0\t10\ntt7777778\t6.0\t12\n".utf8), named: "ratings.tsv.gz")],
             .titlesMissingFromBasics(file: fixture.directory.appending(path: "ratings.tsv.gz").path, firstLine: 2, missing: 2, rows: 2)),
            ([basics, try fixture.gzip(Data("tconst\taverageRating\tnumVotes\nnot-an-id\t5.0\t10\n".utf8), named: "bad-id.tsv.gz")],
             .invalidID(file: fixture.directory.appending(path: "bad-id.tsv.gz").path, line: 2, value: "not-an-id")),
            ([try fixture.gzipped("title.ratings")], .missingTitles),
            ([basics, basics], .sameDatasetTwice(kind: "title.basics", files: [basics, basics])),
        ]
        for (files, expected) in cases {
            #expect(throws: expected) { try runImport(files) }
            #expect(try await catalog().search("godfather", limit: 1).first?.title == "The Godfather", "\(expected)")
            #expect(try leftovers().isEmpty, "\(expected)")
        }
    }

    @Test func anInterruptedImportKeepsThePreviousCatalogAndLeavesNothingBehind() async throws {
        defer { fixture.remove() }
        _ = try runImport(fixture.all())
        #expect(throws: CatalogBuildError.interrupted) { try runImport(fixture.all(), cancelAfter: 0) }
        #expect(try await catalog().search("godfather", limit: 1).first?.title == "The Godfather")
        #expect(try leftovers().isEmpty)
    }

    @Test func aKilledImportsScratchFileIsRemovedByTheNextImport() throws {
        defer { fixture.remove() }
        // A process id that no process has: the largest one Linux allows is below 2^22.
        let abandoned = fixture.catalogPath + ".import-4194304"
        _ = FileManager.default.createFile(atPath: abandoned, contents: Data("half a catalog".utf8))
        _ = try runImport(fixture.all())
        #expect(!FileManager.default.fileExists(atPath: abandoned))
    }

    @Test func anUnwritableDirectoryIsAWriteError() throws {
        defer { fixture.remove() }
        let builder = IMDbCatalogBuilder(catalogPath: "/proc/watchlist-catalog/catalog.sqlite")
        #expect {
            try builder.buildCatalog(files: try fixture.all(), types: ["movie"], progress: { _ in }, isCancelled: { false })
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? CatalogBuildError else { return false }
            return path == "/proc/watchlist-catalog/catalog.sqlite"
        }
    }
}

/// Counts calls, from any thread.
final class Counter: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }
}

/// A part that keeps IMDb's series types in a table of its own, as a feature with series does.
private struct SeriesTypesPart: IMDbCatalogPart {
    func start(in db: Database, datasets: Set<IMDbDataset>, context: IMDbBuildContext) throws -> (any IMDbCatalogReader)? {
        try db.execute(sql: "CREATE TABLE kept_series (id INTEGER PRIMARY KEY)")
        return Reader(db: db)
    }

    func counts(in db: Database) throws -> [String: Int64] {
        ["series": try Int64.fetchOne(db, sql: "SELECT count(*) FROM kept_series") ?? 0]
    }

    final class Reader: IMDbCatalogReader {
        let db: Database
        let datasets: Set<IMDbDataset> = [.titleBasics]

        init(db: Database) {
            self.db = db
        }

        func read(_ row: TSVReader.Row, of file: IMDbDatasetFile) throws -> Bool {
            guard let type = try row.text(1, file: file.path), ["tvSeries", "tvMiniSeries"].contains(type) else { return false }
            try db.execute(sql: "INSERT INTO kept_series (id) VALUES (?)", arguments: [try row.imdbNumber(0, prefix: "tt", file: file.path)])
            return true
        }

        func finish(_ file: IMDbDatasetFile) throws -> [String] { [] }

        func finish(in db: Database) throws -> [String: String] { [:] }
    }
}
