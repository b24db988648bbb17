import PostgresNIO

extension PostgresPool {
    /// Sends `payload` to every connection listening on `channel`, this pool's included
    /// (PostgreSQL's `NOTIFY`).
    public func notify(_ channel: String, payload: String) async throws {
        try await client.query("SELECT pg_notify(\(channel), \(payload))", logger: logger)
    }

    /// Listens on `channel` on a connection of its own: calls `listening` once `LISTEN` has
    /// taken effect, then `heard` with each payload, until the task is cancelled or the
    /// connection ends, which throws (``ListeningEnded`` when it ended without an error).
    public func listen(
        on channel: String, listening: () -> Void, heard: (String) -> Void
    ) async throws {
        try await client.withConnection { connection in
            try await connection.listen(on: channel) { notifications in
                listening()
                for try await notification in notifications {
                    heard(notification.payload)
                }
                try Task.checkCancellation()
                throw ListeningEnded()
            }
        }
    }
}

/// The connection that listened for notifications ended without an error of its own: the
/// server closed it. Notifications sent since may have been missed.
public struct ListeningEnded: Error, CustomStringConvertible {
    public var description: String { "the connection listening for notifications was closed by the server" }
}
