import AuthInterface
import WatchlistInterface
import WatchlistPorts

/// ``ListSharing`` for the signed-in profile, on a share repository.
public struct ProfileListSharing: ListSharing {
    private let profiles: any CurrentProfileProviding
    private let directory: any ProfileDirectory
    private let repository: any ListShareRepository

    /// Creates it: `profiles` says who is signed in, `directory` finds the other profiles.
    public init(profiles: any CurrentProfileProviding, directory: any ProfileDirectory, repository: any ListShareRepository) {
        self.profiles = profiles
        self.directory = directory
        self.repository = repository
    }

    public func share(with name: String, access: ShareAccess) async throws {
        let (owner, reader) = try await profilesSharing(with: name)
        guard owner.id != reader.id else { throw WatchlistError.sharingWithYourself }
        try await repository.setShare(StoredShare(owner: owner.id, reader: reader.id, access: access))
    }

    public func unshare(with name: String) async throws {
        let (owner, reader) = try await profilesSharing(with: name)
        guard try await repository.removeShare(owner: owner.id, reader: reader.id) else { throw WatchlistError.notSharedWith(reader.name) }
    }

    public func shares() async throws -> [ListShare] {
        let profile = try await signedIn()
        var names: [Profile.ID: String] = [profile.id: profile.name]
        var shares: [ListShare] = []
        for share in try await repository.shares(involving: profile.id) {
            for id in [share.owner, share.reader] where names[id] == nil {
                names[id] = try await directory.profile(id: id)?.name
            }
            guard let owner = names[share.owner], let reader = names[share.reader] else { continue }
            shares.append(ListShare(owner: owner, reader: reader, access: share.access))
        }
        return shares.sorted { ($0.owner, $0.reader) < ($1.owner, $1.reader) }
    }

    private func profilesSharing(with name: String) async throws -> (owner: Profile, reader: Profile) {
        let owner = try await signedIn()
        guard let reader = try await directory.profile(named: name) else { throw WatchlistError.noSuchProfile(name) }
        return (owner, reader)
    }

    private func signedIn() async throws -> Profile {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile
    }
}
