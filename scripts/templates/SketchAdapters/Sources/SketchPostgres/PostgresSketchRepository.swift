import Foundation
import PostgresNIO
import PostgresStorage
import SketchInterface
import SketchPorts

/// ``SketchRepository`` in PostgreSQL, the same table as SQLite's.
public struct PostgresSketchRepository: SketchRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Sketch feature's schema.
    public static let migrations = [
        PostgresMigration("sketch.v1", [
            "CREATE TABLE sketch_item (id bigserial PRIMARY KEY, profile_id uuid NOT NULL, text text NOT NULL)",
            "CREATE INDEX sketch_item_by_profile ON sketch_item (profile_id, id)",
        ]),
    ]

    public func items(for profile: UUID) async throws -> [SketchItem] {
        let rows = try await database.client.query("SELECT text FROM sketch_item WHERE profile_id = \(profile) ORDER BY id", logger: database.logger)
        var items: [SketchItem] = []
        for try await text in rows.decode(String.self) {
            items.append(SketchItem(number: items.count + 1, text: text))
        }
        return items
    }

    /// Numbers the item in the same transaction that keeps it, with the profile's writes one
    /// after another, so two at once never get one number.
    public func append(_ text: String, for profile: UUID) async throws -> SketchItem {
        try await database.transaction(locking: "sketch:\(profile)") { connection in
            try await connection.query("INSERT INTO sketch_item (profile_id, text) VALUES (\(profile), \(text))", logger: database.logger)
            let rows = try await connection.query("SELECT count(*) FROM sketch_item WHERE profile_id = \(profile)", logger: database.logger)
            return SketchItem(number: try await rows.decode(Int.self).reduce(0, +), text: text)
        }
    }
}
