import GRDB
import MoviesPorts

/// The tables of a catalog database. The embedded catalog and an imported IMDb catalog have
/// the same ones, so one search (``SQLiteMovieCatalog``) serves both.
///
/// A catalog built with `title.episode` also holds `series` and `episode`, apart from the
/// films so that a film and a series with one title (Fargo) never cross. SeriesSQLite's
/// `SQLiteSeriesCatalog` reads them by these names: a change here is a change there.
///
/// `title_popularity` numbers the titles by votes, 1 for the most, and its `position` is the
/// rowid of the full-text index: SQLite's FTS5 yields matches in rowid order, so the first
/// matches it finds are the most popular ones, and a search reads only as many as it ranks.
///
/// `title.matchKey` is each title's ``MovieTitle/comparisonKey(_:)`` (`originalMatchKey` its
/// original title's, when that differs), indexed with the year: a film named by another
/// service's export is found by one index seek, where a phrase search joined every title
/// starting with those words to its year (19 s for a 10,000-row diary on a 1M-title catalog,
/// measured; most of it B-tree seeks). The writer computes the keys as it inserts the titles:
/// a table of keys built afterwards with an SQL function took 8 s of a 1M-title import.
enum CatalogSchema {
    /// Written to `catalog_info` as `schema`; a catalog with another version is rebuilt by a new import.
    static let version = "4"

    /// Creates the tables that a writer fills.
    static func createTables(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE title (
                id INTEGER PRIMARY KEY,
                title TEXT NOT NULL,
                originalTitle TEXT,
                type TEXT NOT NULL,
                year INTEGER,
                runtimeMinutes INTEGER,
                genres TEXT NOT NULL DEFAULT '',
                rating REAL,
                votes INTEGER NOT NULL DEFAULT 0,
                matchKey TEXT NOT NULL DEFAULT '',
                originalMatchKey TEXT
            );
            CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE credit (
                titleID INTEGER NOT NULL,
                role TEXT NOT NULL,
                ordering INTEGER NOT NULL,
                personID INTEGER NOT NULL,
                character TEXT NOT NULL DEFAULT '',
                PRIMARY KEY (titleID, role, ordering)
            ) WITHOUT ROWID;
            CREATE TABLE series (
                id INTEGER PRIMARY KEY,
                title TEXT NOT NULL,
                originalTitle TEXT,
                kind TEXT NOT NULL,
                startYear INTEGER,
                endYear INTEGER,
                rating REAL,
                votes INTEGER NOT NULL DEFAULT 0,
                matchKey TEXT NOT NULL DEFAULT ''
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
            CREATE TABLE catalog_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
            CREATE TABLE source_file (
                path TEXT NOT NULL,
                kind TEXT NOT NULL,
                modified TEXT,
                size INTEGER NOT NULL,
                rows INTEGER NOT NULL
            );
            """)
    }

    /// Numbers the titles by votes and builds the search index and its vocabulary, once
    /// every title is in. Apostrophes are dropped from the indexed titles, as from queries
    /// (``TitleQuery``), so `pans` finds Pan's Labyrinth.
    ///
    /// Measured on a 1M-title import: numbering into a table of its own, filled in order,
    /// takes 0.5 s where an `UPDATE` of a `title` column and its index took 3.4 s; and
    /// replacing apostrophes only in the titles that have one saves 2.4 s of the index build.
    static func createSearchIndex(in db: Database) throws {
        try createRankedSearch(of: "title", id: "titleID", in: db)
        try db.execute(sql: """
            CREATE VIRTUAL TABLE temp.title_vocabulary USING fts5vocab(main, 'title_search', 'row');
            CREATE TABLE title_word (word TEXT PRIMARY KEY, titles INTEGER NOT NULL) WITHOUT ROWID;
            INSERT INTO title_word SELECT term, doc FROM temp.title_vocabulary;
            DROP TABLE temp.title_vocabulary;
            CREATE INDEX title_by_match_key ON title (matchKey, year);
            CREATE INDEX title_by_original_match_key ON title (originalMatchKey, year) WHERE originalMatchKey IS NOT NULL;
            """)
        // The series' search is numbered by votes as the titles' is; the episodes of each
        // series are indexed in season and number order: `show` of a series with 10,000
        // episodes reads one range of `episode_by_series`.
        try createRankedSearch(of: "series", id: "seriesID", in: db)
        try db.execute(sql: """
            CREATE INDEX series_by_match_key ON series (matchKey, startYear);
            CREATE INDEX episode_by_series ON episode (seriesID, season, number);
            """)
    }

    /// `<table>_popularity`, numbering the rows of `table` by votes, and `<table>_search`, the
    /// FTS5 index of their titles whose rowids are those numbers.
    private static func createRankedSearch(of table: String, id: String, in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE \(table)_popularity (position INTEGER PRIMARY KEY, \(id) INTEGER NOT NULL);
            INSERT INTO \(table)_popularity (\(id)) SELECT id FROM \(table) ORDER BY votes DESC, id;
            CREATE VIRTUAL TABLE \(table)_search USING fts5(
                title, originalTitle,
                content = '',
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '2 3'
            );
            INSERT INTO \(table)_search(rowid, title, originalTitle)
                SELECT \(table)_popularity.position, \(withoutApostrophes("title")), \(withoutApostrophes("originalTitle"))
                FROM \(table)_popularity JOIN \(table) ON \(table).id = \(table)_popularity.\(id)
                ORDER BY \(table)_popularity.position;
            INSERT INTO \(table)_search(\(table)_search) VALUES ('optimize');
            """)
    }

    /// SQL for `column` without apostrophes (' and ’), replacing only in the titles that have one.
    private static func withoutApostrophes(_ column: String) -> String {
        "CASE WHEN instr(\(column), '''') OR instr(\(column), '’') THEN replace(replace(\(column), '''', ''), '’', '') ELSE \(column) END"
    }
}
