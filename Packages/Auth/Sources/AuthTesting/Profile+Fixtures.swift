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
