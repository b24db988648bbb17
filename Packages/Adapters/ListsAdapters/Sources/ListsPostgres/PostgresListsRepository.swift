import Foundation
import PostgresNIO
import PostgresStorage
import ListsInterface
import ListsPorts

/// ``ListsRepository`` in PostgreSQL, the same tables as SQLite's: a title's place is kept as an
/// ``OrderKey``, so putting on or moving a title writes its row alone. Each change is one
/// transaction holding the profile's advisory lock, so two servers on one database change a
/// profile's lists one after another and no title is lost or repeated.
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
        // Places become order keys with room between them: a move writes one row, not the
        // rows between its two places.
        PostgresMigration("lists.v4", [
            "ALTER TABLE lists_item RENAME COLUMN position TO rank",
            "ALTER TABLE lists_item ALTER COLUMN rank TYPE bigint USING rank::bigint * \(OrderKey.spacing)",
            "ALTER INDEX lists_item_by_position RENAME TO lists_item_by_rank",
        ]),
        // The profiles a list's owner lets read or edit it.
        PostgresMigration("lists.v5", [
            """
            CREATE TABLE lists_collaborator (list_id bigint NOT NULL REFERENCES lists_list (id) ON DELETE CASCADE, profile_id uuid NOT NULL,
                access text NOT NULL, PRIMARY KEY (list_id, profile_id))
            """,
            "CREATE INDEX lists_collaborator_by_profile ON lists_collaborator (profile_id)",
        ]),
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
            SELECT i.title_id, i.kind, i.title, i.year, i.note FROM lists_list l LEFT JOIN lists_item i ON i.list_id = l.id
            WHERE l.profile_id = \(profile) AND l.name_key = \(name.lowercased()) ORDER BY i.rank
            """, logger: database.logger)
        var found = false
        var items: [ListItem] = []
        for try await (titleID, kind, title, year, note) in rows.decode((String?, String?, String?, Int?, String?).self) {
            found = true
            if let titleID, let kind, let title, let note {
                items.append(ListItem(position: items.count + 1, titleID: titleID, kind: kind, title: title, year: year, note: note))
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
            if present { return .failure(.alreadyOnList(titleID: titleID, list: listName)) }
            guard count < ListsError.mostItems else { return .failure(.listFull(listName)) }
            let place = position ?? count + 1
            guard (1...count + 1).contains(place) else { return .failure(.noSuchPosition(place, count: count)) }
            let key = try await key(at: place, between: try await neighbours(at: place, in: id, leaving: titleID, connection), in: id, leaving: titleID, connection)
            try await connection.query("""
                INSERT INTO lists_item (list_id, title_id, kind, title, year, rank, note)
                VALUES (\(id), \(titleID), \(title.kind), \(title.title), \(title.year), \(key), \(note))
                """, logger: database.logger)
            return .success(ListItem(position: place, title, note: note))
        }
    }

    public func remove(_ titleID: String, from name: String, for profile: UUID) async throws {
        try await writing(profile) { connection -> Result<Void, ListsError> in
            guard let (id, listName, rules) = try await list(name, profile, connection) else { return .failure(.noSuchList(name)) }
            guard rules.isEmpty else { return .failure(.listHasRules(listName)) }
            let rows = try await connection.query("DELETE FROM lists_item WHERE list_id = \(id) AND title_id = \(titleID) RETURNING 1", logger: database.logger)
            for try await _ in rows.decode(Int.self) { return .success(()) }
            return .failure(.notOnList(titleID: titleID, list: listName))
        }
    }

    public func move(_ titleID: String, in name: String, to position: Int, for profile: UUID) async throws -> ListItem {
        try await writing(profile) { connection in
            // A move is the change made most often, so one statement reads the list, the title
            // and the two it goes between; the list is counted only to say a place is too far.
            let rows = try await connection.query("""
                SELECT l.id, l.name, l.rules, i.kind, i.title, i.year, i.note, ARRAY(
                    SELECT n.rank FROM lists_item n WHERE n.list_id = l.id AND n.title_id <> \(titleID)
                    ORDER BY n.rank LIMIT 2 OFFSET \(OrderKey.neighboursOffset(position)))
                FROM lists_list l LEFT JOIN lists_item i ON i.list_id = l.id AND i.title_id = \(titleID)
                WHERE l.profile_id = \(profile) AND l.name_key = \(name.lowercased())
                """, logger: database.logger)
            var found: (id: Int64, name: String, rules: String, kind: String?, title: String?, year: Int?, note: String?, neighbours: [Int64])?
            for try await row in rows.decode((Int64, String, String, String?, String?, Int?, String?, [Int64]).self) { found = row }
            guard let found else { return .failure(.noSuchList(name)) }
            guard Self.rules(found.rules).isEmpty else { return .failure(.listHasRules(found.name)) }
            guard let kind = found.kind, let title = found.title, let note = found.note else {
                return .failure(.notOnList(titleID: titleID, list: found.name))
            }
            guard position >= 1, position == 1 || !found.neighbours.isEmpty else {
                return .failure(.noSuchPosition(position, count: try await state(of: titleID, in: found.id, connection).count))
            }
            let key = try await key(at: position, between: found.neighbours, in: found.id, leaving: titleID, connection)
            try await connection.query("UPDATE lists_item SET rank = \(key) WHERE list_id = \(found.id) AND title_id = \(titleID)", logger: database.logger)
            return .success(ListItem(position: position, titleID: titleID, kind: kind, title: title, year: found.year, note: note))
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
            SELECT l.name, l.description, l.rules, l.profile_id, i.title_id, i.kind, i.title, i.year FROM lists_list l
            LEFT JOIN lists_item i ON i.list_id = l.id WHERE l.share_digest = \(digest) ORDER BY i.rank
            """, logger: database.logger))
    }

    /// A list read for the public from `rows`: its name, description, rules, owner and titles
    /// (no notes), a row a title, or one row of nulls for an empty list; nil when there is no row.
    private func sharedList(_ rows: PostgresRowSequence) async throws -> SharedList? {
        var found: (name: String, description: String, rules: String, owner: UUID)?
        var items: [ListItem] = []
        let columns = (String, String, String, UUID, String?, String?, String?, Int?).self
        for try await (name, description, rules, owner, titleID, kind, title, year) in rows.decode(columns) {
            found = (name, description, rules, owner)
            if let titleID, let kind, let title {
                items.append(ListItem(position: items.count + 1, titleID: titleID, kind: kind, title: title, year: year, note: ""))
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
            SELECT l.name, l.description, l.rules, l.profile_id, i.title_id, i.kind, i.title, i.year FROM lists_page p
            JOIN lists_list l ON l.profile_id = p.profile_id AND l.on_page AND l.name_key = \(name.lowercased())
            LEFT JOIN lists_item i ON i.list_id = l.id WHERE p.path = \(path) ORDER BY i.rank
            """, logger: database.logger))
    }

    public func setCollaborator(_ collaborator: UUID, access: ListAccess?, on name: String, for owner: UUID) async throws {
        try await writing(owner) { connection -> Result<Void, ListsError> in
            guard let (id, _, _) = try await list(name, owner, connection) else { return .failure(.noSuchList(name)) }
            if let access {
                try await connection.query("""
                    INSERT INTO lists_collaborator (list_id, profile_id, access) VALUES (\(id), \(collaborator), \(access.rawValue))
                    ON CONFLICT (list_id, profile_id) DO UPDATE SET access = excluded.access
                    """, logger: database.logger)
            } else {
                try await connection.query("DELETE FROM lists_collaborator WHERE list_id = \(id) AND profile_id = \(collaborator)", logger: database.logger)
            }
            return .success(())
        }
    }

    public func collaborators(on name: String, for owner: UUID) async throws -> [ListGrant] {
        let rows = try await database.client.query("""
            SELECT c.profile_id, c.access FROM lists_list l LEFT JOIN lists_collaborator c ON c.list_id = l.id
            WHERE l.profile_id = \(owner) AND l.name_key = \(name.lowercased()) ORDER BY c.profile_id
            """, logger: database.logger)
        var found = false
        var grants: [ListGrant] = []
        for try await (profile, access) in rows.decode((UUID?, String?).self) {
            found = true
            if let profile, let access = access.flatMap(ListAccess.init(rawValue:)) { grants.append(ListGrant(profile: profile, access: access)) }
        }
        guard found else { throw ListsError.noSuchList(name) }
        return grants
    }

    public func lists(grantedTo profile: UUID) async throws -> [GrantedList] {
        let rows = try await database.client.query("""
            SELECT l.profile_id, l.name, l.description, (SELECT count(*) FROM lists_item WHERE list_id = l.id), l.rules, c.access
            FROM lists_collaborator c JOIN lists_list l ON l.id = c.list_id WHERE c.profile_id = \(profile) ORDER BY l.name_key
            """, logger: database.logger)
        var granted: [GrantedList] = []
        for try await (owner, name, description, count, rules, access) in rows.decode((UUID, String, String, Int, String, String).self) {
            guard let access = ListAccess(rawValue: access) else { continue }
            granted.append(GrantedList(owner: owner, list: TitleList(name: name, description: description, count: count, rules: Self.rules(rules)), access: access))
        }
        return granted
    }

    public func access(of profile: UUID, to name: String, of owner: UUID) async throws -> ListAccess? {
        let rows = try await database.client.query("""
            SELECT c.access FROM lists_list l JOIN lists_collaborator c ON c.list_id = l.id
            WHERE l.profile_id = \(owner) AND l.name_key = \(name.lowercased()) AND c.profile_id = \(profile)
            """, logger: database.logger)
        for try await access in rows.decode(String.self) { return ListAccess(rawValue: access) }
        return nil
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

    /// How many titles the list has, and whether the title is on it.
    private func state(of titleID: String, in list: Int64, _ connection: PostgresConnection) async throws -> (count: Int, present: Bool) {
        let rows = try await connection.query("""
            SELECT count(*), count(*) FILTER (WHERE title_id = \(titleID)) FROM lists_item WHERE list_id = \(list)
            """, logger: database.logger)
        for try await (count, present) in rows.decode((Int, Int).self) { return (count, present > 0) }
        return (0, false)
    }

    /// The keys that ``OrderKey/at(_:neighbours:)`` takes to put a title at `place` of the list
    /// `list`, counted without the title `leaving` (the one moved).
    private func neighbours(at place: Int, in list: Int64, leaving titleID: String, _ connection: PostgresConnection) async throws -> [Int64] {
        let rows = try await connection.query("""
            SELECT rank FROM lists_item WHERE list_id = \(list) AND title_id <> \(titleID) ORDER BY rank LIMIT 2 OFFSET \(OrderKey.neighboursOffset(place))
            """, logger: database.logger)
        var neighbours: [Int64] = []
        for try await rank in rows.decode(Int64.self) { neighbours.append(rank) }
        return neighbours
    }

    /// The order key that puts a title at `place` of the list `list`, between `neighbours`.
    /// When they leave no room, the list is numbered afresh with `place` left free, without
    /// the title `leaving` (the one moved).
    private func key(at place: Int, between neighbours: [Int64], in list: Int64, leaving titleID: String, _ connection: PostgresConnection) async throws -> Int64 {
        if let key = OrderKey.at(place, neighbours: neighbours) { return key }
        try await connection.query("""
            UPDATE lists_item SET rank = (numbered.place + CASE WHEN numbered.place >= \(place) THEN 1 ELSE 0 END) * \(OrderKey.spacing)
            FROM (SELECT title_id, row_number() OVER (ORDER BY rank, title_id) AS place FROM lists_item WHERE list_id = \(list) AND title_id <> \(titleID)) AS numbered
            WHERE lists_item.list_id = \(list) AND lists_item.title_id = numbered.title_id
            """, logger: database.logger)
        return OrderKey.numbered(place)
    }
}
