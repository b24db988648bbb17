import AuthInterface
import Foundation
import CalendarInterface
import CalendarPorts

/// ``CalendarService`` over a repository, for the signed-in profile.
public struct DefaultCalendarService: CalendarService {
    private let profiles: any CurrentProfileProviding
    private let repository: any CalendarRepository

    /// Creates the service; `profiles` says who is signed in.
    public init(profiles: any CurrentProfileProviding, repository: any CalendarRepository) {
        self.profiles = profiles
        self.repository = repository
    }

    public func items() async throws -> [CalendarItem] {
        try await repository.items(for: try await profile())
    }

    public func add(_ text: String) async throws -> CalendarItem {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw CalendarError.blankText }
        guard trimmed.count <= CalendarError.longestText else { throw CalendarError.textTooLong(characters: trimmed.count) }
        return try await repository.append(trimmed, for: try await profile())
    }

    private func profile() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
