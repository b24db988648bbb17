import Foundation
import PostgresNIO
import PostgresStorage
import ListsInterface
import ListsPorts

/// ``ListsRepository`` in PostgreSQL, the same tables as SQLite's. Each change is one
/// transaction holding the profile's advisory lock, so two servers on one database change a
/// profile's lists one after another and places stay without gaps or repeats.
public struct PostgresListsRepository: ListsRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Lists feature's schema.
    public static let migrations = [
        PostgresMigration("lists.v1", [
            """
            CREATE TABLE lists_list (id bigserial PRIMARY KEY, profile_id uuid NOT NULL, name text NOT NULL, name_key text NOT NULL,
                description text NOT NULL, share_digest text UNIQUE, UNIQUE (profile_id, name_key))
            """,
            """
            CREATE TABLE lists_item (list_id bigint NOT NULL REFERENCES lists_list (id) ON DELETE CASCADE, title_id text NOT NULL,
                kind text NOT NULL, title text NOT NULL, year integer, position integer NOT NULL, note text NOT NULL,
                PRIMARY KEY (list_id, title_id))
            """,
            "CREATE INDEX lists_item_by_position ON lists_item (list_id, position)",
        ]),
        PostgresMigration("lists.v2", [
            "CREATE TABLE lists_page (profile_id uuid PRIMARY KEY, path text NOT NULL UNIQUE)",
            "ALTER TABLE lists_list ADD COLUMN on_page boolean NOT NULL DEFAULT false",
        ]),
        // A rule-based list's rules, one a line; empty for a list kept by hand.
        PostgresMigration("lists.v3", ["ALTER TABLE lists_list ADD COLUMN rules text NOT NULL DEFAULT ''"]),
    ]

    public func lists(for profile: UUID) async throws -> [TitleList] {
        try await lists(of: profile, shownOnly: false)
    }

    public func create(_ name: String, description: String, rules: [String], for profile: UUID) async throws -> TitleList {
        try await writing(profile) { connection in
            guard try await list(name, profile, connection) == nil else { return .failure(.nameTaken(name)) }
            try await connection.query("""
                INSERT INTO lists_list (profile_id, name, name_key, description, rules)
                VALUES (\(profile), \(name), \(name.lowercased()), \(description), \(rules.joined(separator: "\n")))
                """, logger: database.logger)
            return .success(TitleList(name: name, description: description, count: 0, rules: rules))
        }
    }

    public func setRules(_ rules: [String], of name: String, for profile: UUID) async throws -> TitleList {
        try await writing(profile) { connection in
            let rows = try await connection.query("""
                SELECT id, name, description, (SELECT count(*) FROM lists_item WHERE list_id = lists_list.id)
                FROM lists_list WHERE profile_id = \(profile) AND name_key = \(name.lowercased())
                """, logger: database.logger)
            var found: (id: Int64, name: String, description: String, count: Int)?
            for try await row in rows.decode((Int64, String, String, Int).self) { found = row }
            guard let found else { return .failure(.noSuchList(name)) }
            guard rules.isEmpty || found.count == 0 else { return .failure(.listHasTitles(found.name)) }
            try await connection.query("UPDATE lists_list SET rules = \(rules.joined(separator: "\n")) WHERE id = \(found.id)", logger: database.logger)
            return .success(TitleList(name: found.name, description: found.description, count: found.count, rules: rules))
        }
    }

    public func rules(of name: String, for profile: UUID) async throws -> [String] {
        let rows = try await database.client.query(
            "SELECT rules FROM lists_list WHERE profile_id = \(profile) AND name_key = \(name.lowercased())", logger: database.logger
        )
        for try await rules in rows.decode(String.self) { return Self.rules(rules) }
        throw ListsError.noSuchList(name)
    }

    public func delete(_ name: String, for profile: UUID) async throws {
        try await writing(profile) { connection -> Result<Void, ListsError> in
            guard let (id, _, _) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            try await connection.query("DELETE FROM lists_list WHERE id = \(id)", logger: database.logger)
            return .success(())
        }
    }

    public func items(in name: String, for profile: UUID) async throws -> [ListItem] {
        let rows = try await database.client.query("""
            SELECT i.position, i.title_id, i.kind, i.title, i.year, i.note FROM lists_list l LEFT JOIN lists_item i ON i.list_id = l.id
            WHERE l.profile_id = \(profile) AND l.name_key = \(name.lowercased()) ORDER BY i.position
            """, logger: database.logger)
        var found = false
        var items: [ListItem] = []
        for try await (position, titleID, kind, title, year, note) in rows.decode((Int?, String?, String?, String?, Int?, String?).self) {
            found = true
            if let position, let titleID, let kind, let title, let note {
                items.append(ListItem(position: position, titleID: titleID, kind: kind, title: title, year: year, note: note))
            }
        }
        guard found else { throw ListsError.noSuchList(name) }
        return items
    }

    public func add(_ title: ListedTitle, note: String, to name: String, at position: Int?, for profile: UUID) async throws -> ListItem {
        let titleID = title.titleID
        return try await writing(profile) { connection in
            guard let (id, listName, rules) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            guard rules.isEmpty else { return .failure(.listHasRules(listName)) }
            let (count, present) = try await state(of: titleID, in: id, connection)
            if present != nil { return .failure(.alreadyOnList(titleID: titleID, list: listName)) }
            guard count < ListsError.mostItems else { return .failure(.listFull(listName)) }
            let place = position ?? count + 1
            guard (1...count + 1).contains(place) else { return .failure(.noSuchPosition(place, count: count)) }
            try await connection.query("UPDATE lists_item SET position = position + 1 WHERE list_id = \(id) AND position >= \(place)", logger: database.logger)
            try await connection.query("""
                INSERT INTO lists_item (list_id, title_id, kind, title, year, position, note)
                VALUES (\(id), \(titleID), \(title.kind), \(title.title), \(title.year), \(place), \(note))
                """, logger: database.logger)
            return .success(ListItem(position: place, title, note: note))
        }
    }

    public func remove(_ titleID: String, from name: String, for profile: UUID) async throws {
        try await writing(profile) { connection -> Result<Void, ListsError> in
            guard let (id, listName, rules) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            guard rules.isEmpty else { return .failure(.listHasRules(listName)) }
            guard let place = try await state(of: titleID, in: id, connection).present?.position else { return .failure(.notOnList(titleID: titleID, list: listName)) }
            try await connection.query("DELETE FROM lists_item WHERE list_id = \(id) AND title_id = \(titleID)", logger: database.logger)
            try await connection.query("UPDATE lists_item SET position = position - 1 WHERE list_id = \(id) AND position > \(place)", logger: database.logger)
            return .success(())
        }
    }

    public func move(_ titleID: String, in name: String, to position: Int, for profile: UUID) async throws -> ListItem {
        try await writing(profile) { connection in
            guard let (id, listName, rules) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            guard rules.isEmpty else { return .failure(.listHasRules(listName)) }
            let (count, present) = try await state(of: titleID, in: id, connection)
            guard let from = present?.position, let item = present?.item else { return .failure(.notOnList(titleID: titleID, list: listName)) }
            guard (1...count).contains(position) else { return .failure(.noSuchPosition(position, count: count)) }
            let step = from < position ? -1 : 1
            try await connection.query("""
                UPDATE lists_item SET position = CASE WHEN title_id = \(titleID) THEN \(position) ELSE position + \(step) END
                WHERE list_id = \(id) AND position BETWEEN \(min(from, position)) AND \(max(from, position))
                """, logger: database.logger)
            return .success(ListItem(position: position, item.listed, note: item.note))
        }
    }

    public func share(_ name: String, digest: String, for profile: UUID) async throws {
        try await writing(profile) { connection -> Result<Void, ListsError> in
            guard let (id, _, _) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            try await connection.query("UPDATE lists_list SET share_digest = \(digest) WHERE id = \(id)", logger: database.logger)
            return .success(())
        }
    }

    public func unshare(_ name: String, for profile: UUID) async throws {
        try await writing(profile) { connection -> Result<Void, ListsError> in
            guard let (id, _, _) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            try await connection.query("UPDATE lists_list SET share_digest = NULL WHERE id = \(id)", logger: database.logger)
            return .success(())
        }
    }

    public func list(sharedAs digest: String) async throws -> SharedList? {
        try await sharedList(database.client.query("""
            SELECT l.name, l.description, l.rules, l.profile_id, i.position, i.title_id, i.kind, i.title, i.year FROM lists_list l
            LEFT JOIN lists_item i ON i.list_id = l.id WHERE l.share_digest = \(digest) ORDER BY i.position
            """, logger: database.logger))
    }

    /// A list read for the public from `rows`: its name, description, rules, owner and titles
    /// (no notes), a row a title, or one row of nulls for an empty list; nil when there is no row.
    private func sharedList(_ rows: PostgresRowSequence) async throws -> SharedList? {
        var found: (name: String, description: String, rules: String, owner: UUID)?
        var items: [ListItem] = []
        let columns = (String, String, String, UUID, Int?, String?, String?, String?, Int?).self
        for try await (name, description, rules, owner, position, titleID, kind, title, year) in rows.decode(columns) {
            found = (name, description, rules, owner)
            if let position, let titleID, let kind, let title {
                items.append(ListItem(position: position, titleID: titleID, kind: kind, title: title, year: year, note: ""))
            }
        }
        return found.map { SharedList(name: $0.name, description: $0.description, items: items, rules: Self.rules($0.rules), owner: $0.owner) }
    }

    /// The rules kept as `text`, one a line.
    private static func rules(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    public func page(for profile: UUID) async throws -> PublicPage? {
        let rows = try await database.client.query("SELECT path FROM lists_page WHERE profile_id = \(profile)", logger: database.logger)
        for try await path in rows.decode(String.self) { return PublicPage(path: path, lists: try await lists(of: profile, shownOnly: true)) }
        return nil
    }

    public func openPage(at path: String, for profile: UUID) async throws -> PublicPage {
        // One lock for every page: two profiles asking for one path take turns.
        try await database.transaction(locking: "lists:pages") { connection -> Result<Void, ListsError> in
            let rows = try await connection.query("SELECT profile_id FROM lists_page WHERE path = \(path)", logger: database.logger)
            for try await owner in rows.decode(UUID.self) where owner != profile { return .failure(.pathTaken(path)) }
            try await connection.query("""
                INSERT INTO lists_page (profile_id, path) VALUES (\(profile), \(path)) ON CONFLICT (profile_id) DO UPDATE SET path = excluded.path
                """, logger: database.logger)
            return .success(())
        }.get()
        return PublicPage(path: path, lists: try await lists(of: profile, shownOnly: true))
    }

    public func closePage(for profile: UUID) async throws {
        try await database.client.query("DELETE FROM lists_page WHERE profile_id = \(profile)", logger: database.logger)
    }

    public func show(_ name: String, onPage shown: Bool, for profile: UUID) async throws {
        try await writing(profile) { connection -> Result<Void, ListsError> in
            guard let (id, _, _) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            try await connection.query("UPDATE lists_list SET on_page = \(shown) WHERE id = \(id)", logger: database.logger)
            return .success(())
        }
    }

    public func page(at path: String) async throws -> PublicPage? {
        let rows = try await database.client.query("SELECT profile_id FROM lists_page WHERE path = \(path)", logger: database.logger)
        for try await profile in rows.decode(UUID.self) { return PublicPage(path: path, lists: try await lists(of: profile, shownOnly: true)) }
        return nil
    }

    public func list(onPage path: String, named name: String) async throws -> SharedList? {
        try await sharedList(database.client.query("""
            SELECT l.name, l.description, l.rules, l.profile_id, i.position, i.title_id, i.kind, i.title, i.year FROM lists_page p
            JOIN lists_list l ON l.profile_id = p.profile_id AND l.on_page AND l.name_key = \(name.lowercased())
            LEFT JOIN lists_item i ON i.list_id = l.id WHERE p.path = \(path) ORDER BY i.position
            """, logger: database.logger))
    }

    /// The lists of `profile` by name, or those it shows on its page.
    private func lists(of profile: UUID, shownOnly: Bool) async throws -> [TitleList] {
        let rows = try await database.client.query("""
            SELECT name, description, (SELECT count(*) FROM lists_item WHERE list_id = lists_list.id), rules
            FROM lists_list WHERE profile_id = \(profile) AND (on_page OR NOT \(shownOnly)) ORDER BY name_key
            """, logger: database.logger)
        var lists: [TitleList] = []
        for try await (name, description, count, rules) in rows.decode((String, String, Int, String).self) {
            lists.append(TitleList(name: name, description: description, count: count, rules: Self.rules(rules)))
        }
        return lists
    }

    /// Runs `body` in a transaction holding the profile's lock; a refusal it answers is thrown
    /// as itself once the transaction has ended.
    private func writing<T: Sendable>(_ profile: UUID, _ body: (PostgresConnection) async throws -> Result<T, ListsError>) async throws -> T {
        try await database.transaction(locking: "lists:\(profile)", body).get()
    }

    private func list(_ name: String, _ profile: UUID, _ connection: PostgresConnection) async throws -> (id: Int64, name: String, rules: [String])? {
        let rows = try await connection.query(
            "SELECT id, name, rules FROM lists_list WHERE profile_id = \(profile) AND name_key = \(name.lowercased())", logger: database.logger
        )
        for try await (id, name, rules) in rows.decode((Int64, String, String).self) { return (id, name, Self.rules(rules)) }
        return nil
    }

    /// How many titles the list has, and the title's item when it is on it.
    private func state(of titleID: String, in list: Int64, _ connection: PostgresConnection) async throws -> (count: Int, present: (position: Int, item: ListItem)?) {
        let rows = try await connection.query("""
            SELECT (SELECT count(*) FROM lists_item WHERE list_id = \(list)), i.position, i.kind, i.title, i.year, i.note
            FROM (SELECT 1) one LEFT JOIN lists_item i ON i.list_id = \(list) AND i.title_id = \(titleID)
            """, logger: database.logger)
        for try await (count, position, kind, title, year, note) in rows.decode((Int, Int?, String?, String?, Int?, String?).self) {
            guard let position, let kind, let title, let note else { return (count, nil) }
            return (count, (position, ListItem(position: position, titleID: titleID, kind: kind, title: title, year: year, note: note)))
        }
        return (0, nil)
    }
}
