import Foundation
import PostgresNIO
import ScrobblingInterface
import ScrobblingPorts

/// The two statements every event runs, prepared once a connection: PostgreSQL parses and
/// plans them once, not at each event.

/// The hook whose secret has a hash.
struct HookBySecretStatement: PostgresPreparedStatement {
    static let sql = "SELECT id, profile_id, server, media_user, created_at FROM hook WHERE secret_hash = $1"
    static let bindingDataTypes: [PostgresDataType] = [.bytea]

    let secretHash: Data

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        try bindings.append(secretHash)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> StoredHook? {
        let (id, profile, server, user, createdAt) = try row.decode((Int, UUID, String, String?, Date).self)
        guard let server = MediaServer(rawValue: server) else { return nil }
        return StoredHook(hook: Hook(id: id, server: server, mediaUser: user, createdAt: createdAt, lastEvent: nil), profile: profile)
    }
}

/// An event added to a hook's log; once every 100 events (by the new row's id) the hook's log
/// is trimmed to its newest 100 (``HookRepository/logLength``).
struct LogEventStatement: PostgresPreparedStatement {
    static let sql = """
        WITH logged AS (
            INSERT INTO hook_event (hook_id, received_at, outcome, detail) SELECT id, $2, $3, $4 FROM hook WHERE id = $1 RETURNING id)
        DELETE FROM hook_event WHERE (SELECT id FROM logged) % 100 = 0 AND hook_id = $1
            AND id <= (SELECT id FROM hook_event WHERE hook_id = $1 ORDER BY id DESC LIMIT 1 OFFSET 99)
        """
    static let bindingDataTypes: [PostgresDataType] = [.int8, .timestamptz, .text, .text]

    let hookID: Int
    let event: HookEvent

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 4)
        bindings.append(hookID)
        bindings.append(event.receivedAt)
        bindings.append(event.outcome.rawValue)
        bindings.append(event.detail)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws {}
}
