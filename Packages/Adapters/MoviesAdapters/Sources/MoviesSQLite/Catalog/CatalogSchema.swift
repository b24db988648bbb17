import GRDB
import IMDbCatalogBuild
import MoviesPorts

/// The Movies feature's tables in a catalog database (``CatalogDatabase`` adds what the build
/// records). The embedded catalog and a built IMDb catalog have the same ones, so one
/// search (``SQLiteMovieCatalog``) serves both. Other features' parts of an IMDb catalog keep
/// tables of their own beside these (``IMDbCatalogPart``).
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
        try RankedSearch.create(of: "title", id: "titleID", in: db)
        try db.execute(sql: """
            CREATE VIRTUAL TABLE temp.title_vocabulary USING fts5vocab(main, 'title_search', 'row');
            CREATE TABLE title_word (word TEXT PRIMARY KEY, titles INTEGER NOT NULL) WITHOUT ROWID;
            INSERT INTO title_word SELECT term, doc FROM temp.title_vocabulary;
            DROP TABLE temp.title_vocabulary;
            CREATE INDEX title_by_match_key ON title (matchKey, year);
            CREATE INDEX title_by_original_match_key ON title (originalMatchKey, year) WHERE originalMatchKey IS NOT NULL;
            """)
    }
}
