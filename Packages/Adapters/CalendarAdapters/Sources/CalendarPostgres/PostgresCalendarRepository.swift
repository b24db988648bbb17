import Foundation
import PostgresNIO
import PostgresStorage
import CalendarInterface
import CalendarPorts

/// ``CalendarRepository`` in PostgreSQL, the same table as SQLite's.
public struct PostgresCalendarRepository: CalendarRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Calendar feature's schema.
    public static let migrations = [
        PostgresMigration("calendar.v1", [
            "CREATE TABLE calendar_item (id bigserial PRIMARY KEY, profile_id uuid NOT NULL, text text NOT NULL)",
            "CREATE INDEX calendar_item_by_profile ON calendar_item (profile_id, id)",
        ]),
    ]

    public func items(for profile: UUID) async throws -> [CalendarItem] {
        let rows = try await database.client.query("SELECT text FROM calendar_item WHERE profile_id = \(profile) ORDER BY id", logger: database.logger)
        var items: [CalendarItem] = []
        for try await text in rows.decode(String.self) {
            items.append(CalendarItem(number: items.count + 1, text: text))
        }
        return items
    }

    /// Numbers the item in the same transaction that keeps it, with the profile's writes one
    /// after another, so two at once never get one number.
    public func append(_ text: String, for profile: UUID) async throws -> CalendarItem {
        try await database.transaction(locking: "calendar:\(profile)") { connection in
            try await connection.query("INSERT INTO calendar_item (profile_id, text) VALUES (\(profile), \(text))", logger: database.logger)
            let rows = try await connection.query("SELECT count(*) FROM calendar_item WHERE profile_id = \(profile)", logger: database.logger)
            return CalendarItem(number: try await rows.decode(Int.self).reduce(0, +), text: text)
        }
    }
}
