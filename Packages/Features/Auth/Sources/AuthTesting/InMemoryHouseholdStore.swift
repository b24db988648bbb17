import AuthInterface
import AuthPorts
import Foundation
import Synchronization

/// A household in memory, over the profiles of an ``InMemoryProfileStore``, for tests and the
/// Auth dev app.
public final class InMemoryHouseholdStore: HouseholdStore {
    private struct State {
        var owner: Profile.ID?
        var disabled: Set<Profile.ID> = []
        var resets: Set<Profile.ID> = []
        var invitations: [(hash: Data, invitation: Invitation)] = []
    }

    private let profiles: InMemoryProfileStore
    private let state = Mutex(State())

    /// An empty household over `profiles`.
    public init(profiles: InMemoryProfileStore) {
        self.profiles = profiles
    }

    public func owner() throws -> Profile.ID? {
        state.withLock { $0.owner }
    }

    public func claimOwnership(for profile: Profile.ID) throws -> Bool {
        state.withLock { state in
            if state.owner == nil { state.owner = profile }
            return state.owner == profile
        }
    }

    public func isDisabled(_ profile: Profile.ID) throws -> Bool {
        state.withLock { $0.disabled.contains(profile) }
    }

    public func setDisabled(_ profile: Profile.ID, _ disabled: Bool) throws {
        state.withLock { state in
            if disabled { state.disabled.insert(profile) } else { state.disabled.remove(profile) }
        }
    }

    public func mustChoosePassword(_ profile: Profile.ID) throws -> Bool {
        state.withLock { $0.resets.contains(profile) }
    }

    public func setMustChoosePassword(_ profile: Profile.ID, _ must: Bool) throws {
        state.withLock { state in
            if must { state.resets.insert(profile) } else { state.resets.remove(profile) }
        }
    }

    public func isLockedOut(_ profile: Profile.ID) throws -> Bool {
        state.withLock { $0.disabled.contains(profile) || $0.resets.contains(profile) }
    }

    public func members() throws -> [HouseholdMember] {
        let all = profiles.allProfiles()
        return state.withLock { state in
            all.map { HouseholdMember(profile: $0, isOwner: state.owner == $0.id, isDisabled: state.disabled.contains($0.id)) }
        }
    }

    public func addInvitation(hash: Data, createdAt: Date, expiresAt: Date) throws -> Invitation {
        state.withLock { state in
            let invitation = Invitation(id: state.invitations.count + 1, createdAt: createdAt, expiresAt: expiresAt, usedBy: nil, isRevoked: false)
            state.invitations.append((hash, invitation))
            return invitation
        }
    }

    public func useInvitation(hash: Data, by name: String, at now: Date) throws -> Bool {
        state.withLock { state in
            guard let index = state.invitations.firstIndex(where: { $0.hash == hash && $0.invitation.isLive(at: now) }) else { return false }
            let old = state.invitations[index].invitation
            state.invitations[index].invitation = Invitation(id: old.id, createdAt: old.createdAt, expiresAt: old.expiresAt, usedBy: name, isRevoked: false)
            return true
        }
    }

    public func releaseInvitation(hash: Data) throws {
        state.withLock { state in
            guard let index = state.invitations.firstIndex(where: { $0.hash == hash }) else { return }
            let old = state.invitations[index].invitation
            state.invitations[index].invitation = Invitation(id: old.id, createdAt: old.createdAt, expiresAt: old.expiresAt, usedBy: nil, isRevoked: old.isRevoked)
        }
    }

    public func invitations() throws -> [Invitation] {
        state.withLock { $0.invitations.map(\.invitation).reversed() }
    }

    public func revokeInvitation(_ id: Int) throws -> Bool {
        state.withLock { state in
            guard let index = state.invitations.firstIndex(where: { $0.invitation.id == id && $0.invitation.usedBy == nil && !$0.invitation.isRevoked }) else {
                return false
            }
            let old = state.invitations[index].invitation
            state.invitations[index].invitation = Invitation(id: old.id, createdAt: old.createdAt, expiresAt: old.expiresAt, usedBy: nil, isRevoked: true)
            return true
        }
    }
}
