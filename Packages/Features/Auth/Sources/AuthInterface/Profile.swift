import Foundation

/// A password-protected profile. Each has its own watchlist.
public struct Profile: Hashable, Sendable, Codable, Identifiable {
    /// A stable id, never shown to people.
    public let id: UUID
    /// The name people log in with.
    public let name: String

    /// Creates a profile.
    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}
