import AuthInterface
import WatchlistInterface

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
        let (owner, reader) = try profilesSharing(with: name)
        guard owner.id != reader.id else { throw WatchlistError.sharingWithYourself }
        try await repository.setShare(StoredShare(owner: owner.id, reader: reader.id, access: access))
    }

    public func unshare(with name: String) async throws {
        let (owner, reader) = try profilesSharing(with: name)
        guard try await repository.removeShare(owner: owner.id, reader: reader.id) else { throw WatchlistError.notSharedWith(reader.name) }
    }

    public func shares() async throws -> [ListShare] {
        let profile = try signedIn()
        var names: [Profile.ID: String] = [profile.id: profile.name]
        func name(_ id: Profile.ID) throws -> String? {
            if let known = names[id] { return known }
            let found = try directory.profile(id: id)?.name
            names[id] = found
            return found
        }
        return try await repository.shares(involving: profile.id).compactMap { share in
            guard let owner = try name(share.owner), let reader = try name(share.reader) else { return nil }
            return ListShare(owner: owner, reader: reader, access: share.access)
        }
        .sorted { ($0.owner, $0.reader) < ($1.owner, $1.reader) }
    }

    private func profilesSharing(with name: String) throws -> (owner: Profile, reader: Profile) {
        let owner = try signedIn()
        guard let reader = try directory.profile(named: name) else { throw WatchlistError.noSuchProfile(name) }
        return (owner, reader)
    }

    private func signedIn() throws -> Profile {
        guard let profile = try profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile
    }
}
