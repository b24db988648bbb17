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
    /// At log-in after the owner reset the password: the one the profile chooses.
    public let newPassword: String?
    /// At log-in of a profile with two-factor log-in: its authenticator app's code, or a recovery code.
    public let code: String?

    /// Creates one.
    public init(name: String, password: String, invitation: String? = nil, newPassword: String? = nil, code: String? = nil) {
        self.name = name
        self.password = password
        self.invitation = invitation
        self.newPassword = newPassword
        self.code = code
    }

    /// Reads one; `invitation`, `newPassword` and `code` may be absent, and are strings when present
    /// (a null is refused, as the document says).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        password = try container.decode(String.self, forKey: .password)
        invitation = container.contains(.invitation) ? try container.decode(String.self, forKey: .invitation) : nil
        newPassword = container.contains(.newPassword) ? try container.decode(String.self, forKey: .newPassword) : nil
        code = container.contains(.code) ? try container.decode(String.self, forKey: .code) : nil
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
