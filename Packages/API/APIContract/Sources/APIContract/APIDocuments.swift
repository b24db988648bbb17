import Foundation

/// `GET /health`.
public struct HealthDocument: Codable, Sendable {
    /// `ok` while the server runs.
    public let status: String

    /// Creates one.
    public init(status: String) {
        self.status = status
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
