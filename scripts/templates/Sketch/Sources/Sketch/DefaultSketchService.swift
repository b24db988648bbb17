import AuthInterface
import Foundation
import SketchInterface
import SketchPorts

/// ``SketchService`` over a repository, for the signed-in profile.
public struct DefaultSketchService: SketchService {
    private let profiles: any CurrentProfileProviding
    private let repository: any SketchRepository

    /// Creates the service; `profiles` says who is signed in.
    public init(profiles: any CurrentProfileProviding, repository: any SketchRepository) {
        self.profiles = profiles
        self.repository = repository
    }

    public func items() async throws -> [SketchItem] {
        try await repository.items(for: try await profile())
    }

    public func add(_ text: String) async throws -> SketchItem {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw SketchError.blankText }
        guard trimmed.count <= SketchError.longestText else { throw SketchError.textTooLong(characters: trimmed.count) }
        return try await repository.append(trimmed, for: try await profile())
    }

    private func profile() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
