import ListsInterface

/// The body of `PUT /v1/lists/{name}/collaborators/{profile}`: what the profile may do.
public struct CollaboratorAccessDocument: Codable, Sendable, Equatable {
    /// `read`, or `edit` to also put titles on, move and take them off.
    public let access: ListAccess

    /// A request to let a profile do `access`.
    public init(access: ListAccess) {
        self.access = access
    }
}

/// A list another profile shares with the token's, as `GET /v1/lists-shared` lists them:
/// the list's fields, with its `owner` and this profile's `access`.
public struct CollaboratedListDocument: Codable, Sendable, Equatable {
    /// The owner's profile name.
    public let owner: String
    /// What the token's profile may do: `read` or `edit`.
    public let access: ListAccess
    /// The list's name.
    public let name: String
    /// What it is for; empty when none.
    public let description: String
    /// How many titles are on it.
    public let count: Int
    /// Its rules; empty for a list kept by hand.
    public let rules: [String]

    /// The document of `shared`.
    public init(_ shared: CollaboratedList) {
        owner = shared.owner
        access = shared.access
        name = shared.list.name
        description = shared.list.description
        count = shared.list.count
        rules = shared.list.rules
    }

    /// The shared list it describes.
    public var shared: CollaboratedList {
        CollaboratedList(owner: owner, list: TitleList(name: name, description: description, count: count, rules: rules), access: access)
    }
}
