import GRDB
import IMDbCatalogBuild

/// The Series feature's tables in a catalog built from IMDb's datasets: `series` and
/// `episode`, apart from the films so that a film and a series with one title (Fargo) never
/// cross, and the series' ranked search. ``SeriesCatalogPart`` writes them and
/// ``SQLiteSeriesCatalog`` reads them, both in this module; a test builds a catalog and reads
/// it back.
enum SeriesCatalogTables {
    /// Creates the tables, empty.
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE series (
                id INTEGER PRIMARY KEY,
                title TEXT NOT NULL,
                originalTitle TEXT,
                kind TEXT NOT NULL,
                startYear INTEGER,
                endYear INTEGER,
                rating REAL,
                votes INTEGER NOT NULL DEFAULT 0
            );
            CREATE TABLE episode (
                id INTEGER PRIMARY KEY,
                seriesID INTEGER,
                season INTEGER,
                number INTEGER,
                title TEXT NOT NULL,
                year INTEGER,
                runtimeMinutes INTEGER,
                rating REAL,
                votes INTEGER NOT NULL DEFAULT 0
            );
            """)
    }

    /// The series' search, numbered by votes as the films' is (`series_search`, whose rowids
    /// are `series_popularity`'s positions), and the episodes of each series in season and
    /// number order: `show` of a series with 10,000 episodes reads one range of
    /// `episode_by_series`.
    static func createIndexes(in db: Database) throws {
        try RankedSearch.create(of: "series", id: "seriesID", in: db)
        try db.execute(sql: "CREATE INDEX episode_by_series ON episode (seriesID, season, number)")
    }
}
