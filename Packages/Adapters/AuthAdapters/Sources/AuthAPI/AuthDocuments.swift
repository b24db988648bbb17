import APIContract
import AuthInterface
import Foundation

/// `POST /v1/signup` and `POST /v1/login`.
public struct CredentialsDocument: Codable, Sendable {
    /// The profile's name.
    public let name: String
    /// Its password.
    public let password: String
    /// At sign-up on a server whose profiles are by invitation, the owner's invitation code.
    public let invitation: String?

    /// Creates one.
    public init(name: String, password: String, invitation: String? = nil) {
        self.name = name
        self.password = password
        self.invitation = invitation
    }
}

/// A profile, by id and name.
public struct ProfileDocument: Codable, Sendable, Equatable {
    /// The profile's id, a UUID.
    public let id: String
    /// Its name.
    public let name: String

    /// The document of `profile`.
    public init(_ profile: Profile) {
        id = profile.id.uuidString
        name = profile.name
    }

    /// The profile it describes.
    /// - Throws: ``APIDocumentError`` for an id that is not a UUID.
    public func profile() throws(APIDocumentError) -> Profile {
        guard let uuid = UUID(uuidString: id) else { throw APIDocumentError(field: "profile.id", value: id) }
        return Profile(id: uuid, name: name)
    }
}

/// A token issued at sign-up or log-in: what a client keeps to make its requests.
public struct SessionDocument: Codable, Sendable {
    /// Whom it signs in.
    public let profile: ProfileDocument
    /// The bearer token.
    public let token: String
    /// When it stops working.
    public let expiresAt: Date
    /// The server's catalog (`offline`, `tmdb`, `imdb`), to which a bare movie number belongs.
    public let catalog: String

    /// Creates one.
    public init(profile: ProfileDocument, token: String, expiresAt: Date, catalog: String) {
        self.profile = profile
        self.token = token
        self.expiresAt = expiresAt
        self.catalog = catalog
    }
}
