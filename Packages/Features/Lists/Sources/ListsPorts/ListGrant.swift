import Foundation
import ListsInterface

/// A profile that a list's owner lets read or edit the list, as the repository keeps it.
public struct ListGrant: Hashable, Sendable {
    /// The collaborator's profile.
    public let profile: UUID
    /// What it may do.
    public let access: ListAccess

    /// Creates one.
    public init(profile: UUID, access: ListAccess) {
        self.profile = profile
        self.access = access
    }
}

/// A list that its owner lets a profile read or edit, as the repository keeps it.
public struct GrantedList: Hashable, Sendable {
    /// The owner's profile.
    public let owner: UUID
    /// The list, counted.
    public let list: TitleList
    /// What the profile may do with it.
    public let access: ListAccess

    /// Creates one.
    public init(owner: UUID, list: TitleList, access: ListAccess) {
        self.owner = owner
        self.list = list
        self.access = access
    }
}
