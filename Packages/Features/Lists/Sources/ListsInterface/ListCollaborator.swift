/// What a collaborator may do with a list another profile owns.
public enum ListAccess: String, Hashable, Sendable, Codable, CaseIterable {
    /// Read its titles, in order, with their notes.
    case read
    /// Also put titles on it, move them and take them off.
    case edit
}

/// A profile of the same server that the owner lets read or edit one of its lists.
public struct ListCollaborator: Hashable, Sendable, Codable {
    /// The profile's name.
    public let name: String
    /// What it may do.
    public let access: ListAccess

    /// Creates one.
    public init(name: String, access: ListAccess) {
        self.name = name
        self.access = access
    }
}

/// A list another profile lets this one read or edit.
public struct CollaboratedList: Hashable, Sendable, Codable {
    /// The name of the profile that owns it.
    public let owner: String
    /// The list.
    public let list: TitleList
    /// What this profile may do with it.
    public let access: ListAccess

    /// Creates one.
    public init(owner: String, list: TitleList, access: ListAccess) {
        self.owner = owner
        self.list = list
        self.access = access
    }
}
