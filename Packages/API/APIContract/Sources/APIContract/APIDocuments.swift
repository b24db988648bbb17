import Foundation

/// `GET /health`.
public struct HealthDocument: Codable, Sendable {
    /// `ok` while the server runs.
    public let status: String
    /// The server's own backups, when it makes them (`--backup-every`).
    public let backup: BackupHealth?

    /// Creates one.
    public init(status: String, backup: BackupHealth? = nil) {
        self.status = status
        self.backup = backup
    }
}

/// How the server's scheduled backups fare, for `GET /health`: when, not where or why (the
/// log says that to the operator).
public struct BackupHealth: Codable, Sendable, Equatable {
    /// How often one is made.
    public let everyHours: Double
    /// When the last one that succeeded began; none yet.
    public let lastSucceeded: Date?
    /// When the last one that failed began, if one failed since the server started.
    public let lastFailed: Date?

    /// Creates one.
    public init(everyHours: Double, lastSucceeded: Date?, lastFailed: Date?) {
        self.everyHours = everyHours
        self.lastSucceeded = lastSucceeded
        self.lastFailed = lastFailed
    }
}

/// Every error's body.
public struct ErrorDocument: Codable, Sendable {
    /// What went wrong and what to do, in words for people.
    public let error: String

    /// Creates one.
    public init(error: String) {
        self.error = error
    }
}

/// A field of a document that does not hold what it must.
public struct APIDocumentError: Error, Equatable, CustomStringConvertible {
    /// The field, such as `films[3].id`.
    public let field: String
    /// What it held.
    public let value: String

    /// Creates one.
    public init(field: String, value: String) {
        self.field = field
        self.value = value
    }

    public var description: String { "\(field) cannot be \(value)" }
}
