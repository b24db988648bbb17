import Foundation
import GRDB
import IMDbCatalogBuild
import IMDbDatasets
import Testing

/// The build with two parts plugged in, on small gzipped datasets in a temporary directory:
/// each row goes to the parts that read its dataset, a title to the first part that takes
/// it, each part writes only its own table, and what the build records is read back.
@Suite struct IMDbCatalogBuildTests {
    let directory: URL
    let build: IMDbCatalogBuild

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "imdb-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        build = IMDbCatalogBuild(catalogPath: directory.appending(path: "catalog.sqlite").path)
    }

    /// `title.basics` with a film, a series, an adult film and a short; ratings of the film,
    /// the series and a title the file lacks; an episode row.
    private func datasets(ratings: String? = nil) throws -> [String] {
        try [
            gzip("title.basics", """
                tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres
                tt0000001\tmovie\tA Film\tA Film\t0\t2001\t\\N\t90\tDrama
                tt0000002\ttvSeries\tA Series\tA Series\t0\t2002\t2004\t\\N\tDrama
                tt0000003\tmovie\tAn Adult Film\tAn Adult Film\t1\t2003\t\\N\t80\t\\N
                tt0000004\tshort\tA Short\tA Short\t0\t2004\t\\N\t5\t\\N

                """),
            gzip("title.ratings", ratings ?? """
                tconst\taverageRating\tnumVotes
                tt0000001\t7.5\t100
                tt0000002\t8.5\t200
                tt0000001\t7.5\t100
                tt0000009\t1.0\t1

                """),
            gzip("title.episode", "tconst\tparentTconst\tseasonNumber\tepisodeNumber\ntt0000005\ttt0000002\t1\t1\n"),
        ]
    }

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

    private func run(_ files: [String], _ parts: [any IMDbCatalogPart]) throws(CatalogBuildError) {
        try build.build(files: files, parts: parts, progress: { _ in }, isCancelled: { false })
    }

    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        try DatabaseQueue(path: build.catalogPath).read(body)
    }

    @Test func eachRowGoesToThePartsThatReadItsDatasetAndATitleToTheFirstThatTakesIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let series = RecordingPart(table: "series", types: ["tvSeries"], needs: .titleEpisode)
        let films = RecordingPart(table: "film", types: ["movie", "short", "tvSeries"])
        try run(try datasets().reversed(), [series, films])
        let rows = { (table: String) in try self.read { db in try String.fetchAll(db, sql: "SELECT id || ' ' || ifnull(rating, '-') || ' ' || episodes FROM \(table) ORDER BY id") } }
        // The series takes its title and its rating; the films take the rest but the adult
        // film (which a part leaves out itself), and never see the episodes.
        #expect(try rows("series") == ["2 8.5 1"])
        #expect(try rows("film") == ["1 7.5 0", "4 - 0"])
        let info = try read { db in try CatalogDatabase.info(in: db) }
        #expect(info["source"] == "imdb" && info["series"] == "1" && info["film"] == "2" && info["builtAt"] != nil)
        #expect(info["warnings"] == "\(directory.path)/title.ratings.tsv.gz: 1 of 4 ratings are for titles that title.basics does not have (the first on line 5); they were skipped")
        let sources = try read { db in try CatalogDatabase.sources(in: db) }
        #expect(sources.map(\.kind) == ["title.basics", "title.episode", "title.ratings"], "read in the datasets' order, whatever the files' order")
        #expect(sources.map(\.rows) == [4, 1, 4])
        #expect(try read { db in try series.counts(in: db) } == ["series": 1])
    }

    @Test func aPartWhoseDatasetIsMissingKeepsNothingAndTheNextTakesItsTitles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let series = RecordingPart(table: "series", types: ["tvSeries"], needs: .titleEpisode)
        try run(Array(try datasets().prefix(2)), [series, RecordingPart(table: "film", types: ["tvSeries"])])
        #expect(try read { db in try db.tableExists("series") } == false)
        #expect(try read { db in try series.counts(in: db) } == [:])
        #expect(try read { db in try String.fetchAll(db, sql: "SELECT id FROM film") } == ["2"])
    }

    /// Ratings mostly of titles the basics file lacks are another release's: the build stops,
    /// and the catalog built before stays, with no scratch file left.
    @Test func ratingsOfAnotherReleaseStopTheBuildAndKeepThePreviousCatalog() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let films = RecordingPart(table: "film", types: ["movie"])
        try run(try datasets(), [films])
        let other = try datasets(ratings: "tconst\taverageRating\tnumVotes\ntt0000008\t1.0\t1\ntt0000009\t1.0\t1\ntt0000001\t7.5\t100\n")
        #expect(throws: CatalogBuildError.titlesMissingFromBasics(file: other[1], firstLine: 2, missing: 2, rows: 3)) { try run(other, [films]) }
        #expect(try read { db in try String.fetchAll(db, sql: "SELECT id FROM film") } == ["1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".import-") }.isEmpty)
    }

    @Test func withoutTitleBasicsNothingIsBuilt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let ratings = try datasets()[1]
        #expect(throws: CatalogBuildError.missingTitles) { try run([ratings], [RecordingPart(table: "film", types: ["movie"])]) }
        #expect(!FileManager.default.fileExists(atPath: build.catalogPath))
    }
}

/// A part that keeps the titles of `types` in a table of its own, with their ratings and how
/// many episodes `title.episode` gives them.
private struct RecordingPart: IMDbCatalogPart {
    let table: String
    let types: Set<String>
    var needs: IMDbDataset?

    func start(in db: Database, datasets: Set<IMDbDataset>, context: IMDbBuildContext) throws -> (any IMDbCatalogReader)? {
        if let needs, !datasets.contains(needs) { return nil }
        try db.execute(sql: "CREATE TABLE \(table) (id INTEGER PRIMARY KEY, rating REAL, episodes INTEGER NOT NULL DEFAULT 0)")
        return Reader(part: self, db: db)
    }

    func counts(in db: Database) throws -> [String: Int64] {
        guard try db.tableExists(table) else { return [:] }
        return [table: try Int64.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0]
    }

    final class Reader: IMDbCatalogReader {
        let part: RecordingPart
        let db: Database
        let datasets: Set<IMDbDataset> = [.titleBasics, .titleRatings, .titleEpisode]

        init(part: RecordingPart, db: Database) {
            self.part = part
            self.db = db
        }

        func read(_ row: TSVReader.Row, of file: IMDbDatasetFile) throws -> Bool {
            let id = try row.imdbNumber(0, prefix: "tt", file: file.path)
            switch file.dataset {
            case .titleBasics:
                guard !row.isOne(4), let type = try row.text(1, file: file.path), part.types.contains(type) else { return false }
                try db.execute(sql: "INSERT INTO \(part.table) (id) VALUES (?)", arguments: [id])
                return true
            case .titleRatings:
                try db.execute(sql: "UPDATE \(part.table) SET rating = ? WHERE id = ?", arguments: [row.decimal(1), id])
                return db.changesCount > 0
            case .titleEpisode:
                let parent = try row.imdbNumber(1, prefix: "tt", file: file.path)
                try db.execute(sql: "UPDATE \(part.table) SET episodes = episodes + 1 WHERE id = ?", arguments: [parent])
                return true
            default:
                return false
            }
        }

        func finish(_ file: IMDbDatasetFile) throws -> [String] { [] }

        func finish(in db: Database) throws -> [String: String] {
            [part.table: String(try Int64.fetchOne(db, sql: "SELECT count(*) FROM \(part.table)") ?? 0)]
        }
    }
}
