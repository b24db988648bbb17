import GRDB
import IMDbCatalogBuild
import IMDbDatasets

/// The Series feature's part of a catalog built from IMDb's datasets (the IMDb kit): with
/// `title.episode` among the files, `tvSeries` and `tvMiniSeries` rows of `title.basics` become
/// series and `tvEpisode` rows episodes, whatever types the films keep; each episode is placed
/// in its series, season and number by `title.episode`, and rated by `title.ratings`.
/// Episodes that no kept series takes in are removed and counted. ``SQLiteSeriesCatalog``
/// reads these tables.
public struct SeriesCatalogPart: IMDbCatalogPart {
    /// The part, for a build.
    public init() {}

    public func start(in db: Database, datasets: Set<IMDbDataset>, context: IMDbBuildContext) throws -> (any IMDbCatalogReader)? {
        guard datasets.contains(.titleEpisode) else { return nil }
        try SeriesCatalogTables.create(in: db)
        return try SeriesCatalogReader(db: db, context: context)
    }

    public func counts(in db: Database) throws -> [String: Int64] {
        guard try db.tableExists("series"), try db.tableExists("episode") else { return [:] }
        return [
            "series": try Int64.fetchOne(db, sql: "SELECT count(*) FROM series") ?? 0,
            "episodes": try Int64.fetchOne(db, sql: "SELECT count(*) FROM episode") ?? 0,
        ]
    }

    public func summary(of counts: [String: Int64]) -> IMDbCatalogPartSummary? {
        guard let series = counts["series"], series > 0 else { return nil }
        let episodes = counts["episodes"] ?? 0
        return IMDbCatalogPartSummary(
            heading: "Series", value: "\(series.formatted()), with \(episodes.formatted()) episodes", phrase: "\(series.formatted()) series with \(episodes.formatted()) episodes"
        )
    }
}

/// One build's reading of the series, their episodes' places and their ratings.
final class SeriesCatalogReader: IMDbCatalogReader {
    let datasets: Set<IMDbDataset> = [.titleBasics, .titleEpisode, .titleRatings]
    private let db: Database
    private let context: IMDbBuildContext
    private let insertSeries: RowInsert
    private let insertEpisode: RowInsert
    private let placeEpisode: RowInsert
    private let rateSeries: RowInsert
    private let rateEpisode: RowInsert
    private var keptSeries = NumberSet()
    private var keptEpisodes = NumberSet()
    /// Episodes of series that `title.basics` does not have, and the line of the first.
    private var orphans: Int64 = 0
    private var firstOrphanLine: Int64 = 0

    /// IMDb's title types that are series and episodes.
    private enum SeriesType: String {
        case tvSeries, tvMiniSeries, tvEpisode
    }

    init(db: Database, context: IMDbBuildContext) throws {
        self.db = db
        self.context = context
        insertSeries = RowInsert(try db.makeStatement(sql: """
            INSERT OR REPLACE INTO series (id, title, originalTitle, kind, startYear, endYear) VALUES (?, ?, ?, ?, ?, ?)
            """))
        insertEpisode = RowInsert(try db.makeStatement(sql: "INSERT OR REPLACE INTO episode (id, title, year, runtimeMinutes) VALUES (?, ?, ?, ?)"))
        placeEpisode = RowInsert(try db.makeStatement(sql: "UPDATE episode SET seriesID = ?, season = ?, number = ? WHERE id = ?"))
        rateSeries = RowInsert(try db.makeStatement(sql: "UPDATE series SET rating = ?, votes = ? WHERE id = ?"))
        rateEpisode = RowInsert(try db.makeStatement(sql: "UPDATE episode SET rating = ?, votes = ? WHERE id = ?"))
    }

    func read(_ row: TSVReader.Row, of file: IMDbDatasetFile) throws -> Bool {
        switch file.dataset {
        case .titleBasics: try readTitle(row, file.path)
        case .titleEpisode: try readPlace(row, file.path)
        case .titleRatings: try readRating(row, file.path)
        case .titleCrew, .titlePrincipals, .nameBasics: false
        }
    }

    func finish(_ file: IMDbDatasetFile) throws -> [String] {
        guard file.dataset == .titleEpisode else { return [] }
        var warnings: [String] = []
        if orphans > 0 {
            warnings.append("\(file.path): \(orphans) episodes are of series that title.basics does not have (the first on line \(firstOrphanLine)); they were skipped")
        }
        try db.execute(sql: "DELETE FROM episode WHERE seriesID IS NULL")
        let unplaced = db.changesCount - Int(orphans)
        if unplaced > 0 {
            warnings.append("\(unplaced) episodes of title.basics have no series in \(file.path), or an adult one; they were left out")
        }
        return warnings
    }

    func finish(in db: Database) throws -> [String: String] {
        try SeriesCatalogTables.createIndexes(in: db)
        return [:]
    }

    /// Keeps a series or an episode that is not for adults; an episode waits for its place.
    private func readTitle(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        guard !row.isOne(4), let type = try row.text(1, file: file), let kind = SeriesType(rawValue: type) else { return false }
        guard let title = try row.text(2, file: file) else { return true }
        let id = try row.imdbNumber(0, prefix: "tt", file: file)
        switch kind {
        case .tvSeries, .tvMiniSeries:
            let originalTitle = try row.text(3, file: file)
            try insertSeries.run { values in
                values.integer(id)
                values.text(title)
                values.text(originalTitle == title ? nil : originalTitle)
                values.text(kind == .tvSeries ? "series" : "miniSeries")
                values.integer(row.integer(5))
                values.integer(row.integer(6))
            }
            keptSeries.insert(id)
        case .tvEpisode:
            try insertEpisode.run { values in
                values.integer(id)
                values.text(title)
                values.integer(row.integer(5))
                values.integer(row.integer(7))
            }
            keptEpisodes.insert(id)
        }
        return true
    }

    /// Places a kept episode in its series; counts the episodes of series that
    /// `title.basics` does not have.
    private func readPlace(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        let id = try row.imdbNumber(0, prefix: "tt", file: file)
        let series = try row.imdbNumber(1, prefix: "tt", file: file)
        guard keptEpisodes.contains(id) else { return false }
        guard keptSeries.contains(series) else {
            if !context.titles.contains(series) {
                if orphans == 0 { firstOrphanLine = row.line }
                orphans += 1
            }
            return false
        }
        try placeEpisode.run { values in
            values.integer(series)
            values.integer(row.integer(2))
            values.integer(row.integer(3))
            values.integer(id)
        }
        return true
    }

    private func readRating(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        let id = try row.imdbNumber(0, prefix: "tt", file: file)
        let statement = keptSeries.contains(id) ? rateSeries : keptEpisodes.contains(id) ? rateEpisode : nil
        guard let statement else { return false }
        if let rating = row.decimal(1), let votes = row.integer(2) {
            try statement.run { values in
                values.decimal(rating)
                values.integer(votes)
                values.integer(id)
            }
        }
        return true
    }
}
