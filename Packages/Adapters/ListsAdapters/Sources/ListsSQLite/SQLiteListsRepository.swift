import Foundation
import GRDB
import ListsInterface
import ListsPorts
import Storage

/// ``ListsRepository`` in SQLite: each profile's lists, their titles in order. A title's place
/// is kept as an ``OrderKey`` (column `rank`), so putting on or moving a title writes its row
/// alone; places 1 to count are counted on reading. Every change runs in one write transaction.
public struct SQLiteListsRepository: ListsRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Lists feature's schema. Its identifiers start with the feature's name, so the
    /// app's schema (every feature's migrations in one file) keeps them apart. `name_key` is
    /// the name lower-cased by Swift (SQLite's `lower` knows ASCII only).
    public static let migrations = [
        DatabaseMigration("lists.v1") { db in
            try db.create(table: "lists_list") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("profile_id", .text).notNull()
                table.column("name", .text).notNull()
                table.column("name_key", .text).notNull()
                table.column("description", .text).notNull()
                table.column("share_digest", .text).unique()
                table.uniqueKey(["profile_id", "name_key"])
            }
            try db.create(table: "lists_item") { table in
                table.column("list_id", .integer).notNull().references("lists_list", onDelete: .cascade)
                table.column("title_id", .text).notNull()
                table.column("kind", .text).notNull()
                table.column("title", .text).notNull()
                table.column("year", .integer)
                table.column("position", .integer).notNull()
                table.column("note", .text).notNull()
                table.primaryKey(["list_id", "title_id"])
            }
            try db.create(index: "lists_item_by_position", on: "lists_item", columns: ["list_id", "position"])
        },
        DatabaseMigration("lists.v2") { db in
            try db.create(table: "lists_page") { table in
                table.primaryKey("profile_id", .text)
                table.column("path", .text).notNull().unique()
            }
            try db.alter(table: "lists_list") { table in
                table.add(column: "on_page", .boolean).notNull().defaults(to: false)
            }
        },
        // A rule-based list's rules, one a line; empty for a list kept by hand.
        DatabaseMigration("lists.v3") { db in
            try db.alter(table: "lists_list") { table in
                table.add(column: "rules", .text).notNull().defaults(to: "")
            }
        },
        // Places become order keys with room between them: a move writes one row, not the
        // rows between its two places.
        DatabaseMigration("lists.v4") { db in
            try db.drop(index: "lists_item_by_position")
            try db.alter(table: "lists_item") { table in table.rename(column: "position", to: "rank") }
            try db.execute(sql: "UPDATE lists_item SET rank = rank * ?", arguments: [OrderKey.spacing])
            try db.create(index: "lists_item_by_rank", on: "lists_item", columns: ["list_id", "rank"])
        },
        // The profiles a list's owner lets read or edit it.
        DatabaseMigration("lists.v5") { db in
            try db.create(table: "lists_collaborator") { table in
                table.column("list_id", .integer).notNull().references("lists_list", onDelete: .cascade)
                table.column("profile_id", .text).notNull()
                table.column("access", .text).notNull()
                table.primaryKey(["list_id", "profile_id"])
            }
            try db.create(index: "lists_collaborator_by_profile", on: "lists_collaborator", columns: ["profile_id"])
        },
    ]

    public func lists(for profile: UUID) throws -> [TitleList] {
        try database.read { db in try Self.lists(of: profile.uuidString, shownOnly: false, db) }
    }

    public func create(_ name: String, description: String, rules: [String], for profile: UUID) throws -> TitleList {
        try writing { db in
            guard try Self.listID(name, profile, db) == nil else { return .failure(.nameTaken(name)) }
            try db.execute(
                sql: "INSERT INTO lists_list (profile_id, name, name_key, description, rules) VALUES (?, ?, ?, ?, ?)",
                arguments: [profile.uuidString, name, name.lowercased(), description, rules.joined(separator: "\n")]
            )
            return .success(TitleList(name: name, description: description, count: 0, rules: rules))
        }
    }

    public func setRules(_ rules: [String], of list: String, for profile: UUID) throws -> TitleList {
        try writing { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT id, name, description, (SELECT count(*) FROM lists_item WHERE list_id = lists_list.id)
                FROM lists_list WHERE profile_id = ? AND name_key = ?
                """, arguments: [profile.uuidString, list.lowercased()])
            else { return .failure(.noSuchList(list)) }
            let (id, name, description, count): (Int64, String, String, Int) = (row[0], row[1], row[2], row[3])
            guard rules.isEmpty || count == 0 else { return .failure(.listHasTitles(name)) }
            try db.execute(sql: "UPDATE lists_list SET rules = ? WHERE id = ?", arguments: [rules.joined(separator: "\n"), id])
            return .success(TitleList(name: name, description: description, count: count, rules: rules))
        }
    }

    public func rules(of list: String, for profile: UUID) throws -> [String] {
        let found: Result<[String], ListsError> = try database.read { db in
            guard let (_, _, rules) = try Self.list(list, profile, db) else { return .failure(.noSuchList(list)) }
            return .success(rules)
        }
        return try found.get()
    }

    public func delete(_ list: String, for profile: UUID) throws {
        try writing { db -> Result<Void, ListsError> in
            guard let id = try Self.listID(list, profile, db) else { return .failure(.noSuchList(list)) }
            try db.execute(sql: "DELETE FROM lists_list WHERE id = ?", arguments: [id])
            return .success(())
        }
    }

    public func items(in list: String, for profile: UUID) throws -> [ListItem] {
        let found: Result<[ListItem], ListsError> = try database.read { db in
            guard let id = try Self.listID(list, profile, db) else { return .failure(.noSuchList(list)) }
            return .success(try Self.items(of: id, db))
        }
        return try found.get()
    }

    public func add(_ title: ListedTitle, note: String, to list: String, at position: Int?, for profile: UUID) throws -> ListItem {
        let titleID = title.titleID
        return try writing { db in
            guard let (id, name, rules) = try Self.list(list, profile, db) else { return .failure(.noSuchList(list)) }
            guard rules.isEmpty else { return .failure(.listHasRules(name)) }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM lists_item WHERE list_id = ?", arguments: [id]) ?? 0
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM lists_item WHERE list_id = ? AND title_id = ?", arguments: [id, titleID]) != nil {
                return .failure(.alreadyOnList(titleID: titleID, list: name))
            }
            guard count < ListsError.mostItems else { return .failure(.listFull(name)) }
            let place = position ?? count + 1
            guard (1...count + 1).contains(place) else { return .failure(.noSuchPosition(place, count: count)) }
            try db.execute(
                sql: "INSERT INTO lists_item (list_id, title_id, kind, title, year, rank, note) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [id, titleID, title.kind, title.title, title.year, try Self.key(at: place, in: id, leaving: titleID, db), note]
            )
            return .success(ListItem(position: place, title, note: note))
        }
    }

    public func remove(_ titleID: String, from list: String, for profile: UUID) throws {
        try writing { db -> Result<Void, ListsError> in
            guard let (id, name, rules) = try Self.list(list, profile, db) else { return .failure(.noSuchList(list)) }
            guard rules.isEmpty else { return .failure(.listHasRules(name)) }
            try db.execute(sql: "DELETE FROM lists_item WHERE list_id = ? AND title_id = ?", arguments: [id, titleID])
            return db.changesCount == 0 ? .failure(.notOnList(titleID: titleID, list: name)) : .success(())
        }
    }

    public func move(_ titleID: String, in list: String, to position: Int, for profile: UUID) throws -> ListItem {
        try writing { db in
            guard let (id, name, rules) = try Self.list(list, profile, db) else { return .failure(.noSuchList(list)) }
            guard rules.isEmpty else { return .failure(.listHasRules(name)) }
            guard let row = try Row.fetchOne(db, sql: "SELECT \(Self.itemColumns) FROM lists_item WHERE list_id = ? AND title_id = ?", arguments: [id, titleID]) else {
                return .failure(.notOnList(titleID: titleID, list: name))
            }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM lists_item WHERE list_id = ?", arguments: [id]) ?? 0
            guard (1...count).contains(position) else { return .failure(.noSuchPosition(position, count: count)) }
            try db.execute(
                sql: "UPDATE lists_item SET rank = ? WHERE list_id = ? AND title_id = ?",
                arguments: [try Self.key(at: position, in: id, leaving: titleID, db), id, titleID]
            )
            return .success(Self.item(row, at: position))
        }
    }

    public func share(_ list: String, digest: String, for profile: UUID) throws {
        try writing { db -> Result<Void, ListsError> in
            guard let id = try Self.listID(list, profile, db) else { return .failure(.noSuchList(list)) }
            try db.execute(sql: "UPDATE lists_list SET share_digest = ? WHERE id = ?", arguments: [digest, id])
            return .success(())
        }
    }

    public func unshare(_ list: String, for profile: UUID) throws {
        try writing { db -> Result<Void, ListsError> in
            guard let id = try Self.listID(list, profile, db) else { return .failure(.noSuchList(list)) }
            try db.execute(sql: "UPDATE lists_list SET share_digest = NULL WHERE id = ?", arguments: [id])
            return .success(())
        }
    }

    public func list(sharedAs digest: String) throws -> SharedList? {
        try database.read { db in
            guard let list = try Row.fetchOne(db, sql: "SELECT \(Self.sharedColumns) FROM lists_list l WHERE share_digest = ?", arguments: [digest]) else { return nil }
            return try Self.shared(list, db)
        }
    }

    public func page(for profile: UUID) throws -> PublicPage? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT path FROM lists_page WHERE profile_id = ?", arguments: [profile.uuidString])
                .map { try Self.page(at: $0, of: profile.uuidString, db) }
        }
    }

    public func openPage(at path: String, for profile: UUID) throws -> PublicPage {
        try writing { db in
            let owner = try String.fetchOne(db, sql: "SELECT profile_id FROM lists_page WHERE path = ?", arguments: [path])
            guard owner == nil || owner == profile.uuidString else { return .failure(.pathTaken(path)) }
            try db.execute(
                sql: "INSERT INTO lists_page (profile_id, path) VALUES (?, ?) ON CONFLICT (profile_id) DO UPDATE SET path = excluded.path",
                arguments: [profile.uuidString, path]
            )
            return .success(try Self.page(at: path, of: profile.uuidString, db))
        }
    }

    public func closePage(for profile: UUID) throws {
        try database.write { db in try db.execute(sql: "DELETE FROM lists_page WHERE profile_id = ?", arguments: [profile.uuidString]) }
    }

    public func show(_ list: String, onPage shown: Bool, for profile: UUID) throws {
        try writing { db -> Result<Void, ListsError> in
            guard let id = try Self.listID(list, profile, db) else { return .failure(.noSuchList(list)) }
            try db.execute(sql: "UPDATE lists_list SET on_page = ? WHERE id = ?", arguments: [shown, id])
            return .success(())
        }
    }

    public func page(at path: String) throws -> PublicPage? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT profile_id FROM lists_page WHERE path = ?", arguments: [path])
                .map { try Self.page(at: path, of: $0, db) }
        }
    }

    public func list(onPage path: String, named name: String) throws -> SharedList? {
        try database.read { db in
            guard let list = try Row.fetchOne(db, sql: """
                SELECT \(Self.sharedColumns) FROM lists_page p JOIN lists_list l ON l.profile_id = p.profile_id
                WHERE p.path = ? AND l.name_key = ? AND l.on_page
                """, arguments: [path, name.lowercased()])
            else { return nil }
            return try Self.shared(list, db)
        }
    }

    public func setCollaborator(_ collaborator: UUID, access: ListAccess?, on list: String, for owner: UUID) throws {
        try writing { db -> Result<Void, ListsError> in
            guard let id = try Self.listID(list, owner, db) else { return .failure(.noSuchList(list)) }
            if let access {
                try db.execute(sql: """
                    INSERT INTO lists_collaborator (list_id, profile_id, access) VALUES (?, ?, ?)
                    ON CONFLICT (list_id, profile_id) DO UPDATE SET access = excluded.access
                    """, arguments: [id, collaborator.uuidString, access.rawValue])
            } else {
                try db.execute(sql: "DELETE FROM lists_collaborator WHERE list_id = ? AND profile_id = ?", arguments: [id, collaborator.uuidString])
            }
            return .success(())
        }
    }

    public func collaborators(on list: String, for owner: UUID) throws -> [ListGrant] {
        let found: Result<[ListGrant], ListsError> = try database.read { db in
            guard let id = try Self.listID(list, owner, db) else { return .failure(.noSuchList(list)) }
            return .success(try Row.fetchAll(db, sql: "SELECT profile_id, access FROM lists_collaborator WHERE list_id = ? ORDER BY profile_id", arguments: [id])
                .compactMap { row in
                    guard let profile = UUID(uuidString: row[0]), let access = ListAccess(rawValue: row[1]) else { return nil }
                    return ListGrant(profile: profile, access: access)
                })
        }
        return try found.get()
    }

    public func lists(grantedTo profile: UUID) throws -> [GrantedList] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT l.profile_id, l.name, l.description, (SELECT count(*) FROM lists_item WHERE list_id = l.id), l.rules, c.access
                FROM lists_collaborator c JOIN lists_list l ON l.id = c.list_id WHERE c.profile_id = ? ORDER BY l.name_key
                """, arguments: [profile.uuidString]
            ).compactMap { row in
                guard let owner = UUID(uuidString: row[0]), let access = ListAccess(rawValue: row[5]) else { return nil }
                return GrantedList(owner: owner, list: TitleList(name: row[1], description: row[2], count: row[3], rules: Self.rules(row[4])), access: access)
            }
        }
    }

    public func access(of profile: UUID, to list: String, of owner: UUID) throws -> ListAccess? {
        try database.read { db in
            try String.fetchOne(db, sql: """
                SELECT c.access FROM lists_list l JOIN lists_collaborator c ON c.list_id = l.id
                WHERE l.profile_id = ? AND l.name_key = ? AND c.profile_id = ?
                """, arguments: [owner.uuidString, list.lowercased(), profile.uuidString]
            ).flatMap(ListAccess.init(rawValue:))
        }
    }

    private static let sharedColumns = "l.id, l.name, l.description, l.rules, l.profile_id"

    /// The shared list of a row of ``sharedColumns``, with its items.
    private static func shared(_ list: Row, _ db: Database) throws -> SharedList {
        SharedList(
            name: list[1], description: list[2], items: try items(of: list[0], db), rules: rules(list[3]), owner: UUID(uuidString: list[4])
        )
    }

    /// The rules kept as `text`, one a line.
    private static func rules(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    /// The page at `path` of the profile `profile` (its id's text), with the lists it shows.
    private static func page(at path: String, of profile: String, _ db: Database) throws -> PublicPage {
        PublicPage(path: path, lists: try lists(of: profile, shownOnly: true, db))
    }

    /// The lists of `profile` (its id's text) by name, or those it shows on its page.
    private static func lists(of profile: String, shownOnly: Bool, _ db: Database) throws -> [TitleList] {
        try Row.fetchAll(db, sql: """
            SELECT name, description, (SELECT count(*) FROM lists_item WHERE list_id = lists_list.id), rules
            FROM lists_list WHERE profile_id = ? AND (on_page OR NOT ?) ORDER BY name_key
            """, arguments: [profile, shownOnly]
        ).map { TitleList(name: $0[0], description: $0[1], count: $0[2], rules: rules($0[3])) }
    }

    /// Runs `body` in a write transaction; a refusal it answers commits nothing it did not do,
    /// and is thrown as itself rather than as a storage error.
    private func writing<T>(_ body: (Database) throws -> Result<T, ListsError>) throws -> T {
        try database.write(body).get()
    }

    private static let itemColumns = "title_id, kind, title, year, note"

    /// The titles of the list `id`, in order, at places 1 to count.
    private static func items(of id: Int64, _ db: Database) throws -> [ListItem] {
        try Row.fetchAll(db, sql: "SELECT \(itemColumns) FROM lists_item WHERE list_id = ? ORDER BY rank", arguments: [id])
            .enumerated().map { item($1, at: $0 + 1) }
    }

    /// A row of ``itemColumns`` at `place`, read by index: by name, GRDB lower-cases each
    /// column's name on every read, which the server's feeds of long lists spent a tenth of
    /// their time on.
    private static func item(_ row: Row, at place: Int) -> ListItem {
        ListItem(position: place, titleID: row[0], kind: row[1], title: row[2], year: row[3], note: row[4])
    }

    /// The order key that puts a title at `place` of the list `id`, counted without the title
    /// `leaving` (the one moved). When its neighbours leave no room, the list is numbered
    /// afresh with `place` left free.
    private static func key(at place: Int, in id: Int64, leaving titleID: String, _ db: Database) throws -> Int64 {
        let neighbours = try Int64.fetchAll(
            db, sql: "SELECT rank FROM lists_item WHERE list_id = ? AND title_id != ? ORDER BY rank LIMIT 2 OFFSET ?",
            arguments: [id, titleID, OrderKey.neighboursOffset(place)]
        )
        if let key = OrderKey.at(place, neighbours: neighbours) { return key }
        try db.execute(sql: renumbering, arguments: [place, OrderKey.spacing, id, titleID, id])
        return OrderKey.numbered(place)
    }

    private static func listID(_ name: String, _ profile: UUID, _ db: Database) throws -> Int64? {
        try list(name, profile, db)?.id
    }

    private static func list(_ name: String, _ profile: UUID, _ db: Database) throws -> (id: Int64, name: String, rules: [String])? {
        try Row.fetchOne(db, sql: "SELECT id, name, rules FROM lists_list WHERE profile_id = ? AND name_key = ?", arguments: [profile.uuidString, name.lowercased()])
            .map { ($0[0], $0[1], rules($0[2])) }
    }
}

/// The statement that numbers a list afresh, ``OrderKey/spacing`` apart in its order, leaving
/// one place free for the title put on or moved. Arguments: the free place, the spacing, the
/// list, the title, the list.
private let renumbering = """
    UPDATE lists_item SET rank = (numbered.place + CASE WHEN numbered.place >= ? THEN 1 ELSE 0 END) * ?
    FROM (SELECT title_id, row_number() OVER (ORDER BY rank, title_id) AS place FROM lists_item WHERE list_id = ? AND title_id != ?) AS numbered
    WHERE lists_item.list_id = ? AND lists_item.title_id = numbered.title_id
    """
