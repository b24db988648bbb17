import Foundation
import GRDB
import CalendarInterface
import CalendarPorts
import Storage

/// ``CalendarRepository`` in SQLite: each profile's items, numbered per profile.
public struct SQLiteCalendarRepository: CalendarRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Calendar feature's schema. Its identifiers start with the feature's name, so the
    /// app's schema (every feature's migrations in one file) keeps them apart.
    public static let migrations = [
        DatabaseMigration("calendar.v1") { db in
            try db.create(table: "calendar_item") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("profile_id", .text).notNull()
                table.column("text", .text).notNull()
            }
            try db.create(index: "calendar_item_by_profile", on: "calendar_item", columns: ["profile_id", "id"])
        },
    ]

    public func items(for profile: UUID) throws -> [CalendarItem] {
        try database.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM calendar_item WHERE profile_id = ? ORDER BY id", arguments: [profile.uuidString])
                .enumerated().map { CalendarItem(number: $0.offset + 1, text: $0.element) }
        }
    }

    public func append(_ text: String, for profile: UUID) throws -> CalendarItem {
        try database.write { db in
            try db.execute(sql: "INSERT INTO calendar_item (profile_id, text) VALUES (?, ?)", arguments: [profile.uuidString, text])
            let number = try Int.fetchOne(db, sql: "SELECT count(*) FROM calendar_item WHERE profile_id = ?", arguments: [profile.uuidString]) ?? 1
            return CalendarItem(number: number, text: text)
        }
    }
}
