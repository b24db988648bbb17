import CalendarInterface
import CalendarPorts
import Foundation
import PostgresNIO
import PostgresStorage

/// ``NotificationStore`` in PostgreSQL, the same tables as SQLite's. A claim takes the rows it
/// updates with `FOR UPDATE SKIP LOCKED`, so servers sharing the database claim disjoint
/// messages at the same moment, and each message is sent by one of them.
public struct PostgresNotificationStore: NotificationStore {
    private let database: PostgresPool

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The targets' and the queue's tables; moments as seconds since 1970, as in SQLite.
    public static let migrations = [
        PostgresMigration("calendar.v3.notifications", [
            """
            CREATE TABLE calendar_target (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, profile_id text NOT NULL, kind text NOT NULL, address text NOT NULL,
                token text, masked text NOT NULL, digest boolean NOT NULL, created_at double precision NOT NULL,
                last_sent double precision, failing_since double precision, last_error text
            )
            """,
            "CREATE INDEX calendar_target_by_profile ON calendar_target (profile_id)",
            """
            CREATE TABLE calendar_message (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, target_id bigint NOT NULL REFERENCES calendar_target (id) ON DELETE CASCADE,
                key text NOT NULL, message text NOT NULL, sent_at double precision, attempts integer NOT NULL DEFAULT 0,
                due double precision NOT NULL, claimant text, claimed_until double precision, UNIQUE (target_id, key)
            )
            """,
            "CREATE INDEX calendar_message_waiting ON calendar_message (due) WHERE sent_at IS NULL",
        ]),
    ]

    private typealias TargetRow = (Int, String, String, String, String?, String, Bool, Double, Double?, Double?, String?, Int, Double?)

    public func add(_ target: NewTarget, masked: String, for profile: UUID, at date: Date) async throws -> StoredTarget {
        let (id, kind, address, made) = (profile.uuidString, target.kind.rawValue, target.address.absoluteString, date.timeIntervalSince1970)
        let rows = try await database.client.query(
            """
            INSERT INTO calendar_target (profile_id, kind, address, token, masked, digest, created_at)
            VALUES (\(id), \(kind), \(address), \(target.token), \(masked), \(target.digest), \(made)) RETURNING id
            """,
            logger: database.logger
        )
        for try await (added) in rows.decode(Int.self) {
            if let stored = try await targets(ids: [added]).first { return stored }
        }
        throw NotificationStoreMissing()
    }

    public func targets(of profile: UUID) async throws -> [StoredTarget] {
        let id = profile.uuidString
        return try await Self.decode(try await database.client.query("\(unescaped: Self.select) WHERE t.profile_id = \(id) ORDER BY t.id", logger: database.logger))
    }

    private func targets(ids: [Int]) async throws -> [StoredTarget] {
        try await Self.decode(try await database.client.query("\(unescaped: Self.select) WHERE t.id = ANY(\(ids)) ORDER BY t.id", logger: database.logger))
    }

    public func remove(_ id: Int, of profile: UUID) async throws -> Bool {
        let owner = profile.uuidString
        let rows = try await database.client.query("DELETE FROM calendar_target WHERE id = \(id) AND profile_id = \(owner) RETURNING id", logger: database.logger)
        for try await _ in rows.decode(Int.self) { return true }
        return false
    }

    public func profilesWithTargets() async throws -> [UUID] {
        var profiles: [UUID] = []
        for try await (id) in try await database.client.query("SELECT DISTINCT profile_id FROM calendar_target", logger: database.logger).decode(String.self) {
            if let profile = UUID(uuidString: id) { profiles.append(profile) }
        }
        return profiles
    }

    public func enqueue(_ message: Message, for id: Int, at date: Date) async throws -> Bool {
        let json = String(decoding: try JSONEncoder().encode(message), as: UTF8.self), due = date.timeIntervalSince1970
        let rows = try await database.client.query(
            """
            INSERT INTO calendar_message (target_id, key, message, due) SELECT id, \(message.key), \(json), \(due) FROM calendar_target WHERE id = \(id)
            ON CONFLICT (target_id, key) DO NOTHING RETURNING id
            """,
            logger: database.logger
        )
        for try await _ in rows.decode(Int.self) { return true }
        return false
    }

    public func claim(dueBy now: Date, for profile: UUID?, claimant: String, until: Date, limit: Int) async throws -> [Claim] {
        let moment = now.timeIntervalSince1970, held = until.timeIntervalSince1970, owner = profile?.uuidString
        let rows = try await database.client.query(
            """
            UPDATE calendar_message SET claimant = \(claimant), claimed_until = \(held)
            WHERE id IN (
                SELECT m.id FROM calendar_message m JOIN calendar_target t ON t.id = m.target_id
                WHERE m.sent_at IS NULL AND m.due <= \(moment) AND (m.claimed_until IS NULL OR m.claimed_until <= \(moment))
                    AND (\(owner)::text IS NULL OR t.profile_id = \(owner))
                ORDER BY m.target_id, m.id LIMIT \(limit) FOR UPDATE OF m SKIP LOCKED
            )
            RETURNING id, target_id, message, attempts
            """,
            logger: database.logger
        )
        var claimed: [(Int, Int, String, Int)] = []
        for try await row in rows.decode((Int, Int, String, Int).self) { claimed.append(row) }
        guard !claimed.isEmpty else { return [] }
        let targets = Dictionary(try await targets(ids: Array(Set(claimed.map(\.1)))).map { ($0.target.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try claimed.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.compactMap { id, target, json, attempts -> Claim? in
            guard let target = targets[target] else { return nil }
            return Claim(id: id, target: target, message: try JSONDecoder().decode(Message.self, from: Data(json.utf8)), attempts: attempts)
        }
    }

    public func sent(_ id: Int, at date: Date) async throws {
        let moment = date.timeIntervalSince1970
        try await database.transaction(locking: "calendar-message:\(id)") { connection in
            try await connection.query("UPDATE calendar_message SET sent_at = \(moment), claimant = NULL, claimed_until = NULL WHERE id = \(id)", logger: database.logger)
            try await connection.query(
                """
                UPDATE calendar_target SET last_sent = \(moment), failing_since = NULL, last_error = NULL
                WHERE id = (SELECT target_id FROM calendar_message WHERE id = \(id))
                """,
                logger: database.logger
            )
        }
    }

    public func failed(_ id: Int, error: String, at date: Date, retryAt: Date) async throws {
        let moment = date.timeIntervalSince1970, retry = retryAt.timeIntervalSince1970
        try await database.transaction(locking: "calendar-message:\(id)") { connection in
            try await connection.query(
                "UPDATE calendar_message SET attempts = attempts + 1, due = \(retry), claimant = NULL, claimed_until = NULL WHERE id = \(id)",
                logger: database.logger
            )
            try await connection.query(
                """
                UPDATE calendar_target SET failing_since = coalesce(failing_since, \(moment)), last_error = \(error)
                WHERE id = (SELECT target_id FROM calendar_message WHERE id = \(id))
                """,
                logger: database.logger
            )
        }
    }

    private static let select = """
        SELECT t.id, t.profile_id, t.kind, t.address, t.token, t.masked, t.digest, t.created_at, t.last_sent, t.failing_since, t.last_error,
            (SELECT count(*)::bigint FROM calendar_message m WHERE m.target_id = t.id AND m.sent_at IS NULL),
            (SELECT min(due) FROM calendar_message m WHERE m.target_id = t.id AND m.sent_at IS NULL)
        FROM calendar_target t
        """

    private static func decode(_ rows: PostgresRowSequence) async throws -> [StoredTarget] {
        var targets: [StoredTarget] = []
        for try await row in rows.decode(TargetRow.self) {
            let (id, owner, kindName, text, token, masked, digest, created, lastSent, failingSince, lastError, waiting, due) = row
            guard let profile = UUID(uuidString: owner), let kind = TargetKind(rawValue: kindName), let address = URL(string: text) else { continue }
            let failing = failingSince.map { Date(timeIntervalSince1970: $0) }
            let health = TargetHealth(
                lastSent: lastSent.map { Date(timeIntervalSince1970: $0) }, failingSince: failing, lastError: lastError, waiting: waiting,
                nextAttempt: failing == nil ? nil : due.map { Date(timeIntervalSince1970: $0) }
            )
            let target = NotificationTarget(
                id: id, kind: kind, maskedAddress: masked, hasToken: token != nil, digest: digest, createdAt: Date(timeIntervalSince1970: created), health: health
            )
            targets.append(StoredTarget(target: target, profile: profile, address: TargetAddress(kind: kind, address: address, token: token)))
        }
        return targets
    }
}

/// The target just added was not read back: the database changed under it.
struct NotificationStoreMissing: Error, CustomStringConvertible {
    var description: String { "the notification target just added could not be read back; list the targets and try again" }
}
