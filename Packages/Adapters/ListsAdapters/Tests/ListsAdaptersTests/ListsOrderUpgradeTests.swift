import Foundation
import ListsInterface
import ListsPorts
import ListsPostgres
import ListsSQLite
import PostgresStorage
import Storage
import StorageTesting
import Testing

/// Lists kept before order keys (places 1 to count, `lists.v3`) keep their order after
/// `lists.v4`, and take moves and new titles after it.
@Suite(.temporaryPostgres) struct ListsOrderUpgradeTests {
    let profile = UUID()
    /// The titles by the place `lists.v3` kept them at: written out of order, so an upgrade
    /// that read them in the order they were written would be caught.
    let kept = [(3, "tt0000003"), (1, "tt0000001"), (4, "tt0000004"), (2, "tt0000002")]

    @Test func aListKeptByPlacesKeepsItsOrderOnSQLite() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lists-upgrade-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "lists.sqlite")
        let before = DatabaseProvider(location: .file(file), migrations: Array(SQLiteListsRepository.migrations.prefix(3)))
        try before.write { db in
            try db.execute(sql: "INSERT INTO lists_list (id, profile_id, name, name_key, description) VALUES (1, ?, 'Old', 'old', '')", arguments: [profile.uuidString])
            for (place, title) in kept {
                try db.execute(
                    sql: "INSERT INTO lists_item (list_id, title_id, kind, title, year, position, note) VALUES (1, ?, 'film', ?, 1999, ?, '')",
                    arguments: [title, title, place]
                )
            }
        }
        let after = SQLiteListsRepository(database: DatabaseProvider(location: .file(file), migrations: SQLiteListsRepository.migrations))
        try await expectUpgraded(after)
    }

    @Test func aListKeptByPlacesKeepsItsOrderOnPostgreSQL() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        try await PostgresPool.withOpen(location, migrations: Array(PostgresListsRepository.migrations.prefix(3)), maximumConnections: 1) { pool in
            try await pool.client.query("INSERT INTO lists_list (id, profile_id, name, name_key, description) VALUES (1, \(profile), 'Old', 'old', '')", logger: pool.logger)
            for (place, title) in kept {
                try await pool.client.query("""
                    INSERT INTO lists_item (list_id, title_id, kind, title, year, position, note) VALUES (1, \(title), 'film', \(title), 1999, \(place), '')
                    """, logger: pool.logger)
            }
        }
        try await PostgresPool.withOpen(location, migrations: PostgresListsRepository.migrations, maximumConnections: 1) { pool in
            try await expectUpgraded(PostgresListsRepository(database: pool))
        }
    }

    /// The list reads in its old order, and a move and a title put on in the middle land
    /// where they were put.
    private func expectUpgraded(_ repository: any ListsRepository) async throws {
        #expect(try await repository.items(in: "Old", for: profile).map(\.titleID) == ["tt0000001", "tt0000002", "tt0000003", "tt0000004"])
        _ = try await repository.move("tt0000004", in: "Old", to: 2, for: profile)
        _ = try await repository.add(ListedTitle(titleID: "tt0000005", kind: "film", title: "New", year: nil), note: "", to: "Old", at: 3, for: profile)
        let items = try await repository.items(in: "Old", for: profile)
        #expect(items.map(\.titleID) == ["tt0000001", "tt0000004", "tt0000005", "tt0000002", "tt0000003"])
        #expect(items.map(\.position) == [1, 2, 3, 4, 5])
    }
}
