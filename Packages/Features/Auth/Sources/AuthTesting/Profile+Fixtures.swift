import AuthInterface
import Foundation

extension Profile {
    /// The fixed profile that dev apps and tests are signed in as.
    public static let fixture = Profile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(), name: "dev")
}

/// Always signed in as one profile: for features that need a signed-in user (Watchlist's
/// dev app and tests) without the Auth feature.
public struct SignedInProfile: CurrentProfileProviding {
    private let profile: Profile?

    /// Signed in as `profile`; `nil` means no one is signed in.
    public init(_ profile: Profile? = .fixture) {
        self.profile = profile
    }

    public func currentProfile() throws -> Profile? { profile }
}

/// A fixed set of profiles, looked up by name or id: for features that refer to other
/// profiles (sharing a list) without the Auth feature.
public struct FixedProfileDirectory: ProfileDirectory {
    private let profiles: [Profile]

    /// The directory of `profiles`; by default the fixture profile and `sam`.
    public init(_ profiles: [Profile] = [.fixture, Profile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002") ?? UUID(), name: "sam")]) {
        self.profiles = profiles
    }

    public func profile(named name: String) throws -> Profile? {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        return profiles.first { $0.name == wanted }
    }

    public func profile(id: Profile.ID) throws -> Profile? {
        profiles.first { $0.id == id }
    }
}
