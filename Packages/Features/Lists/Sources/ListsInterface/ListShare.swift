import Foundation

/// A list's read-only address, made by ``ListsService/share(_:)``: anyone holding its token reads
/// the list's name, description and titles (never its notes) in the formats other programs
/// read, until the owner shares it again (a new token) or stops sharing it.
public struct ListShare: Hashable, Sendable, Codable {
    /// The secret in the addresses; shown once, kept by the server only as a hash.
    public let token: String
    /// The server's address (`https://watch.example`), when the one asking knows it; the
    /// server itself answers paths.
    public let server: String?

    /// Creates one.
    public init(token: String, server: String? = nil) {
        self.token = token
        self.server = server
    }

    /// Where a server answers the list in `format`, from its root.
    public func path(_ format: SharedListFormat) -> String { "/lists/feeds/\(token)\(format.suffix)" }

    /// The whole address of the list in `format`, or its path when the server is not known.
    public func address(_ format: SharedListFormat) -> String {
        (server.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "") + path(format)
    }
}

/// The formats a shared list is read in.
public enum SharedListFormat: String, CaseIterable, Sendable, Codable {
    /// Radarr's StevenLu list: `[{"title", "imdb_id"}]`, the films with an IMDb id.
    case radarr
    /// JSON Feed 1.1.
    case jsonFeed
    /// RSS 2.0.
    case rss

    /// What follows the token in the address.
    public var suffix: String {
        switch self {
        case .radarr: ".radarr.json"
        case .jsonFeed: ".json"
        case .rss: ".rss"
        }
    }
}

/// A shared list as its readers see it: no notes, no profile.
public struct SharedList: Hashable, Sendable {
    /// The list's name.
    public let name: String
    /// What it is for.
    public let description: String
    /// Its titles in order, their notes left out.
    public let items: [ListItem]
    /// Its rules, when its titles come from them (``TitleList/rules``).
    public let rules: [String]
    /// The profile whose list it is, to read its library for its rules; no page shows it.
    public let owner: UUID?

    /// Creates one; notes are dropped here, so no format can show one.
    public init(name: String, description: String, items: [ListItem], rules: [String] = [], owner: UUID? = nil) {
        self.name = name
        self.description = description
        self.items = items.map { ListItem(position: $0.position, $0.listed, note: "") }
        self.rules = rules
        self.owner = owner
    }

    /// The same list with `items`, as its rules make them.
    public func with(_ items: [ListItem]) -> SharedList {
        SharedList(name: name, description: description, items: items, rules: rules, owner: owner)
    }
}

/// What the server's public addresses read: a shared list by its token, and the public pages.
public protocol SharedLists: Sendable {
    /// The list shared with `token`, or nil for a token never made or no longer valid.
    func list(sharedAs token: String) async throws -> SharedList?
    /// The public page at `path`, or nil when no profile has one open there.
    func page(at path: String) async throws -> PublicPage?
    /// The list named `name` (letter case aside) shown on the public page at `path`, notes
    /// dropped; nil when there is no such page, or the list is not shown on it.
    func list(onPage path: String, named name: String) async throws -> SharedList?
}
