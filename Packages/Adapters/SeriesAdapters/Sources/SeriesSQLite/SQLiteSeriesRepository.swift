import GRDB
import SeriesInterface
import SeriesPorts
import Storage

/// ``SeriesRepository`` in SQLite.
public struct SQLiteSeriesRepository: SeriesRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Series feature's schema. Its identifiers start with the feature's name, so the
    /// app's schema (every feature's migrations in one file) keeps them apart.
    public static let migrations = [
        DatabaseMigration("series.v1") { db in
            try db.create(table: "series_item") { table in
                table.autoIncrementedPrimaryKey("number")
                table.column("text", .text).notNull()
            }
        },
    ]

    public func items() throws -> [SeriesItem] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT number, text FROM series_item ORDER BY number").map { row in
                SeriesItem(number: row["number"], text: row["text"])
            }
        }
    }

    public func append(_ text: String) throws -> SeriesItem {
        try database.write { db in
            try db.execute(sql: "INSERT INTO series_item (text) VALUES (?)", arguments: [text])
            return SeriesItem(number: Int(db.lastInsertedRowID), text: text)
        }
    }
}
