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
            "CREATE TABLE sketch_item (number bigserial PRIMARY KEY, text text NOT NULL)",
        ]),
    ]

    public func items() async throws -> [SketchItem] {
        let rows = try await database.client.query("SELECT number, text FROM sketch_item ORDER BY number", logger: database.logger)
        var items: [SketchItem] = []
        for try await (number, text) in rows.decode((Int, String).self) {
            items.append(SketchItem(number: number, text: text))
        }
        return items
    }

    public func append(_ text: String) async throws -> SketchItem {
        let rows = try await database.client.query("INSERT INTO sketch_item (text) VALUES (\(text)) RETURNING number", logger: database.logger)
        for try await number in rows.decode(Int.self) {
            return SketchItem(number: number, text: text)
        }
        throw PostgresSketchRepositoryError.noRow
    }
}

/// What PostgreSQL answered that it never should: an insert that returned no row.
enum PostgresSketchRepositoryError: Error, CustomStringConvertible {
    case noRow

    var description: String { "PostgreSQL kept the item but did not say its number; list the items to see it" }
}
