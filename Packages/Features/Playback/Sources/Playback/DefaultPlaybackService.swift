import AuthInterface
import Foundation
import PlaybackInterface
import PlaybackPorts

/// ``PlaybackService`` over a repository, for the signed-in profile.
public struct DefaultPlaybackService: PlaybackService {
    private let profiles: any CurrentProfileProviding
    private let repository: any PlaybackRepository

    /// Creates the service; `profiles` says who is signed in.
    public init(profiles: any CurrentProfileProviding, repository: any PlaybackRepository) {
        self.profiles = profiles
        self.repository = repository
    }

    public func items() async throws -> [PlaybackItem] {
        try await repository.items(for: try await profile())
    }

    public func add(_ text: String) async throws -> PlaybackItem {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw PlaybackError.blankText }
        guard trimmed.count <= PlaybackError.longestText else { throw PlaybackError.textTooLong(characters: trimmed.count) }
        return try await repository.append(trimmed, for: try await profile())
    }

    private func profile() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
