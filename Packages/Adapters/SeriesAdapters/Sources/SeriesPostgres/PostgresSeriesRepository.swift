import PostgresNIO
import PostgresStorage
import SeriesInterface
import SeriesPorts

/// ``SeriesRepository`` in PostgreSQL, the same table as SQLite's.
public struct PostgresSeriesRepository: SeriesRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Series feature's schema.
    public static let migrations = [
        PostgresMigration("series.v1", [
            "CREATE TABLE series_item (number bigserial PRIMARY KEY, text text NOT NULL)",
        ]),
    ]

    public func items() async throws -> [SeriesItem] {
        let rows = try await database.client.query("SELECT number, text FROM series_item ORDER BY number", logger: database.logger)
        var items: [SeriesItem] = []
        for try await (number, text) in rows.decode((Int, String).self) {
            items.append(SeriesItem(number: number, text: text))
        }
        return items
    }

    public func append(_ text: String) async throws -> SeriesItem {
        let rows = try await database.client.query("INSERT INTO series_item (text) VALUES (\(text)) RETURNING number", logger: database.logger)
        for try await number in rows.decode(Int.self) {
            return SeriesItem(number: number, text: text)
        }
        throw PostgresSeriesRepositoryError.noRow
    }
}

/// What PostgreSQL answered that it never should: an insert that returned no row.
enum PostgresSeriesRepositoryError: Error, CustomStringConvertible {
    case noRow

    var description: String { "PostgreSQL kept the item but did not say its number; list the items to see it" }
}
