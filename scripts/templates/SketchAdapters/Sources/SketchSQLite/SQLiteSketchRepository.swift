import Foundation
import GRDB
import SketchInterface
import SketchPorts
import Storage

/// ``SketchRepository`` in SQLite: each profile's items, numbered per profile.
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
                table.autoIncrementedPrimaryKey("id")
                table.column("profile_id", .text).notNull()
                table.column("text", .text).notNull()
            }
            try db.create(index: "sketch_item_by_profile", on: "sketch_item", columns: ["profile_id", "id"])
        },
    ]

    public func items(for profile: UUID) throws -> [SketchItem] {
        try database.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM sketch_item WHERE profile_id = ? ORDER BY id", arguments: [profile.uuidString])
                .enumerated().map { SketchItem(number: $0.offset + 1, text: $0.element) }
        }
    }

    public func append(_ text: String, for profile: UUID) throws -> SketchItem {
        try database.write { db in
            try db.execute(sql: "INSERT INTO sketch_item (profile_id, text) VALUES (?, ?)", arguments: [profile.uuidString, text])
            let number = try Int.fetchOne(db, sql: "SELECT count(*) FROM sketch_item WHERE profile_id = ?", arguments: [profile.uuidString]) ?? 1
            return SketchItem(number: number, text: text)
        }
    }
}
