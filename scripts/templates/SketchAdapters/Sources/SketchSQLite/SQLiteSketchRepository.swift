import GRDB
import SketchInterface
import SketchPorts
import Storage

/// ``SketchRepository`` in SQLite.
public struct SQLiteSketchRepository: SketchRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Sketch feature's schema. Its identifiers start with the feature's name, so the
    /// app's schema (every feature's migrations in one file) keeps them apart.
    public static let migrations = [
        DatabaseMigration("sketch.v1") { db in
            try db.create(table: "sketch_item") { table in
                table.autoIncrementedPrimaryKey("number")
                table.column("text", .text).notNull()
            }
        },
    ]

    public func items() throws -> [SketchItem] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT number, text FROM sketch_item ORDER BY number").map { row in
                SketchItem(number: row["number"], text: row["text"])
            }
        }
    }

    public func append(_ text: String) throws -> SketchItem {
        try database.write { db in
            try db.execute(sql: "INSERT INTO sketch_item (text) VALUES (?)", arguments: [text])
            return SketchItem(number: Int(db.lastInsertedRowID), text: text)
        }
    }
}
