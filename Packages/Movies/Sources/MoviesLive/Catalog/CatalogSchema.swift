import GRDB

/// The tables of a catalog database. The embedded catalog and an imported IMDb catalog have
/// the same ones, so one search (``SQLiteMovieCatalog``) serves both.
///
/// `title.popularity` numbers the titles by votes, 1 for the most, and is the rowid of the
/// full-text index: SQLite's FTS5 yields matches in rowid order, so the first matches it
/// finds are the most popular ones, and a search reads only as many as it ranks.
enum CatalogSchema {
    /// Written to `catalog_info` as `schema`; a catalog with another version is rebuilt by a new import.
    static let version = "1"

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
                popularity INTEGER
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
    static func createSearchIndex(in db: Database) throws {
        try db.execute(sql: """
            UPDATE title SET popularity = ranked.position
            FROM (SELECT id, row_number() OVER (ORDER BY votes DESC, id) AS position FROM title) AS ranked
            WHERE title.id = ranked.id;
            CREATE UNIQUE INDEX title_by_popularity ON title(popularity);
            CREATE VIRTUAL TABLE title_search USING fts5(
                title, originalTitle,
                content = '',
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '2 3'
            );
            INSERT INTO title_search(rowid, title, originalTitle)
                SELECT popularity, replace(replace(title, '''', ''), '’', ''), replace(replace(originalTitle, '''', ''), '’', '')
                FROM title ORDER BY popularity;
            INSERT INTO title_search(title_search) VALUES ('optimize');
            CREATE VIRTUAL TABLE temp.title_vocabulary USING fts5vocab(main, 'title_search', 'row');
            CREATE TABLE title_word (word TEXT PRIMARY KEY, titles INTEGER NOT NULL) WITHOUT ROWID;
            INSERT INTO title_word SELECT term, doc FROM temp.title_vocabulary;
            DROP TABLE temp.title_vocabulary;
            """)
    }
}
