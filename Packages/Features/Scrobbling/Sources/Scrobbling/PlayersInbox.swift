import AuthInterface
import Foundation
import ScrobblingInterface
import ScrobblingPorts

/// ``InboxFiling`` on the hooks' repository: a player's playback that matched nothing waits in
/// the same inbox as the hooks', named by its player, and is resolved or dismissed the same way.
public struct PlayersInbox: InboxFiling {
    private let repository: any HookRepository

    /// Files into `repository`'s inboxes.
    public init(repository: any HookRepository) {
        self.repository = repository
    }

    public func file(_ subject: InboxSubject, playedAt: Date, eventID: String?, player: String, for profile: Profile.ID) async throws -> Int {
        // A playback filed once is not filed again, however often its player reports it.
        if let eventID, let waiting = try await repository.inbox(for: profile).first(where: { $0.eventID == eventID }) {
            return waiting.number
        }
        let item = NewInboxItem(hookID: nil, player: player, subject: subject, playedAt: playedAt, rating: nil, eventID: eventID)
        return try await repository.addToInbox(item, for: profile)
    }
}
