import CalendarInterface
import CalendarPorts
import Foundation
import GRDB
import Storage

/// ``NotificationStore`` in SQLite: targets and the queue of their messages, one row a target
/// and key. SQLite runs one write at a time, so a claim (a select and an update in one write
/// transaction) is never shared.
public struct SQLiteNotificationStore: NotificationStore {
    private let database: DatabaseProvider

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The targets' and the queue's tables. Moments are seconds since 1970; a message is kept
    /// as its JSON.
    public static let migrations = [
        DatabaseMigration("calendar.v3.notifications") { db in
            try db.execute(sql: """
                CREATE TABLE calendar_target (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, profile_id TEXT NOT NULL, kind TEXT NOT NULL, address TEXT NOT NULL,
                    token TEXT, masked TEXT NOT NULL, digest INTEGER NOT NULL, created_at DOUBLE NOT NULL,
                    last_sent DOUBLE, failing_since DOUBLE, last_error TEXT
                );
                CREATE INDEX calendar_target_by_profile ON calendar_target (profile_id);
                CREATE TABLE calendar_message (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    target_id INTEGER NOT NULL REFERENCES calendar_target (id) ON DELETE CASCADE,
                    key TEXT NOT NULL, message TEXT NOT NULL, sent_at DOUBLE, attempts INTEGER NOT NULL DEFAULT 0,
                    due DOUBLE NOT NULL, claimant TEXT, claimed_until DOUBLE,
                    UNIQUE (target_id, key)
                );
                CREATE INDEX calendar_message_waiting ON calendar_message (due) WHERE sent_at IS NULL;
                """)
        },
    ]

    /// A target's columns, with its queue's waiting count and next due moment.
    private static let targetColumns = """
        t.id, t.profile_id, t.kind, t.address, t.token, t.masked, t.digest, t.created_at, t.last_sent, t.failing_since, t.last_error,
        (SELECT count(*) FROM calendar_message m WHERE m.target_id = t.id AND m.sent_at IS NULL),
        (SELECT min(due) FROM calendar_message m WHERE m.target_id = t.id AND m.sent_at IS NULL)
        """

    public func add(_ target: NewTarget, masked: String, for profile: UUID, at date: Date) throws -> StoredTarget {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO calendar_target (profile_id, kind, address, token, masked, digest, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [profile.uuidString, target.kind.rawValue, target.address.absoluteString, target.token, masked, target.digest, date.timeIntervalSince1970]
            )
            guard let added = try Self.targets(db, where: "t.id = ?", [db.lastInsertedRowID]).first else {
                throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "the target just added could not be read back")
            }
            return added
        }
    }

    public func targets(of profile: UUID) throws -> [StoredTarget] {
        try database.read { db in try Self.targets(db, where: "t.profile_id = ?", [profile.uuidString]) }
    }

    public func remove(_ id: Int, of profile: UUID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM calendar_message WHERE target_id = (SELECT id FROM calendar_target WHERE id = ? AND profile_id = ?)", arguments: [id, profile.uuidString])
            try db.execute(sql: "DELETE FROM calendar_target WHERE id = ? AND profile_id = ?", arguments: [id, profile.uuidString])
            return db.changesCount > 0
        }
    }

    public func profilesWithTargets() throws -> [UUID] {
        try database.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT profile_id FROM calendar_target").compactMap(UUID.init(uuidString:)) }
    }

    public func enqueue(_ message: Message, for id: Int, at date: Date) throws -> Bool {
        let json = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
        return try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO calendar_message (target_id, key, message, due) SELECT id, ?, ?, ? FROM calendar_target WHERE id = ?
                    ON CONFLICT (target_id, key) DO NOTHING
                    """,
                arguments: [message.key, json, date.timeIntervalSince1970, id]
            )
            return db.changesCount > 0
        }
    }

    public func claim(dueBy now: Date, for profile: UUID?, claimant: String, until: Date, limit: Int) throws -> [Claim] {
        try database.write { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT m.id, m.target_id, m.message, m.attempts FROM calendar_message m JOIN calendar_target t ON t.id = m.target_id
                    WHERE m.sent_at IS NULL AND m.due <= ? AND (m.claimed_until IS NULL OR m.claimed_until <= ?) AND (? IS NULL OR t.profile_id = ?)
                    ORDER BY m.target_id, m.id LIMIT ?
                    """,
                arguments: [now.timeIntervalSince1970, now.timeIntervalSince1970, profile?.uuidString, profile?.uuidString, limit]
            )
            guard !rows.isEmpty else { return [] }
            let ids: [Int64] = rows.map { $0[0] }
            try db.execute(
                sql: "UPDATE calendar_message SET claimant = ?, claimed_until = ? WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ",")))",
                arguments: StatementArguments([claimant, until.timeIntervalSince1970] as [(any DatabaseValueConvertible)?]) + StatementArguments(ids)
            )
            let targetIDs = Array(Set(rows.map { $0[1] as Int64 }))
            let targets = try Self.targets(db, where: "t.id IN (\(targetIDs.map { _ in "?" }.joined(separator: ",")))", targetIDs)
            let byID = Dictionary(targets.map { ($0.target.id, $0) }, uniquingKeysWith: { first, _ in first })
            return try rows.compactMap { row -> Claim? in
                guard let target = byID[row[1]] else { return nil }
                let message = try JSONDecoder().decode(Message.self, from: Data((row[2] as String).utf8))
                return Claim(id: row[0], target: target, message: message, attempts: row[3])
            }
        }
    }

    public func sent(_ id: Int, at date: Date) throws {
        try database.write { db in
            try db.execute(sql: "UPDATE calendar_message SET sent_at = ?, claimant = NULL, claimed_until = NULL WHERE id = ?", arguments: [date.timeIntervalSince1970, id])
            try db.execute(
                sql: """
                    UPDATE calendar_target SET last_sent = ?, failing_since = NULL, last_error = NULL
                    WHERE id = (SELECT target_id FROM calendar_message WHERE id = ?)
                    """,
                arguments: [date.timeIntervalSince1970, id]
            )
        }
    }

    public func failed(_ id: Int, error: String, at date: Date, retryAt: Date) throws {
        try database.write { db in
            try db.execute(
                sql: "UPDATE calendar_message SET attempts = attempts + 1, due = ?, claimant = NULL, claimed_until = NULL WHERE id = ?",
                arguments: [retryAt.timeIntervalSince1970, id]
            )
            try db.execute(
                sql: """
                    UPDATE calendar_target SET failing_since = coalesce(failing_since, ?), last_error = ?
                    WHERE id = (SELECT target_id FROM calendar_message WHERE id = ?)
                    """,
                arguments: [date.timeIntervalSince1970, error, id]
            )
        }
    }

    private static func targets(_ db: Database, where condition: String, _ arguments: [some DatabaseValueConvertible]) throws -> [StoredTarget] {
        try Row.fetchAll(db, sql: "SELECT \(targetColumns) FROM calendar_target t WHERE \(condition) ORDER BY t.id", arguments: StatementArguments(arguments))
            .compactMap { row -> StoredTarget? in
                guard let profile = UUID(uuidString: row[1]), let kind = TargetKind(rawValue: row[2]), let address = URL(string: row[3]) else { return nil }
                let failing = (row[9] as Double?).map { Date(timeIntervalSince1970: $0) }
                let health = TargetHealth(
                    lastSent: (row[8] as Double?).map { Date(timeIntervalSince1970: $0) }, failingSince: failing, lastError: row[10], waiting: row[11],
                    nextAttempt: failing == nil ? nil : (row[12] as Double?).map { Date(timeIntervalSince1970: $0) }
                )
                let token: String? = row[4]
                let target = NotificationTarget(
                    id: row[0], kind: kind, maskedAddress: row[5], hasToken: token != nil, digest: row[6], createdAt: Date(timeIntervalSince1970: row[7]), health: health
                )
                return StoredTarget(target: target, profile: profile, address: TargetAddress(kind: kind, address: address, token: token))
            }
    }
}
