import APIContract
import ListsInterface

/// A list, as `GET /v1/lists` lists them and `POST /v1/lists` answers the one it made.
public struct TitleListDocument: Codable, Sendable, Equatable {
    /// Its name.
    public let name: String
    /// What it is for; empty when none.
    public let description: String
    /// How many titles are on it.
    public let count: Int
    /// Its rules (`genre=Drama`); empty for a list kept by hand.
    public let rules: [String]

    /// The document of `list`.
    public init(_ list: TitleList) {
        name = list.name
        description = list.description
        count = list.count
        rules = list.rules
    }

    /// The list it describes.
    public var list: TitleList { TitleList(name: name, description: description, count: count, rules: rules) }
}

/// The body of `PUT /v1/lists/{name}/rules`.
public struct TitleListRulesDocument: Codable, Sendable, Equatable {
    /// The rules, as ``TitleListDocument/rules`` has them; none makes it a list kept by hand.
    public let rules: [String]

    /// A request to give a list `rules`.
    public init(rules: [String]) {
        self.rules = rules
    }
}

/// The body of `POST /v1/lists`.
public struct NewTitleListDocument: Codable, Sendable, Equatable {
    /// The name, trimmed by the server.
    public let name: String
    /// What it is for; the server takes a missing one as empty.
    public let description: String?
    /// Its rules, for a rule-based list; the server takes missing ones as none.
    public let rules: [String]?

    /// A request to make a list.
    public init(name: String, description: String, rules: [String] = []) {
        self.name = name
        self.description = description
        self.rules = rules.isEmpty ? nil : rules
    }

    private enum CodingKeys: String, CodingKey {
        case name, description, rules
    }

    /// Reads the request; `description` and `rules` may be left out, never null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.optional(String.self, forKey: .description)
        rules = try container.optional([String].self, forKey: .rules)
    }
}

/// A title on a list, as `GET /v1/lists/{name}/items` lists them.
public struct ListItemDocument: Codable, Sendable, Equatable {
    /// Its place, from 1.
    public let position: Int
    /// The title's IMDb id.
    public let titleID: String
    /// `film`, `series`.
    public let kind: String
    /// Its title, as the catalog named it.
    public let title: String
    /// Its year, or the year it began; absent when the catalog did not say.
    public let year: Int?
    /// The person's note; empty when none.
    public let note: String

    /// The document of `item`.
    public init(_ item: ListItem) {
        position = item.position
        titleID = item.titleID
        kind = item.kind
        title = item.title
        year = item.year
        note = item.note
    }

    /// The item it describes.
    public var item: ListItem { ListItem(position: position, titleID: titleID, kind: kind, title: title, year: year, note: note) }
}

/// The body of `POST /v1/lists/{name}/items`: a title to put on the list.
public struct NewListItemDocument: Codable, Sendable, Equatable {
    /// The title's IMDb id.
    public let titleID: String
    /// A note; none when missing.
    public let note: String?
    /// Its place, from 1; the end when missing.
    public let position: Int?

    /// A request to put `titleID` on a list.
    public init(titleID: String, note: String, position: Int?) {
        self.titleID = titleID
        self.note = note
        self.position = position
    }

    private enum CodingKeys: String, CodingKey {
        case titleID, note, position
    }

    /// Reads the request; `note` and `position` may be left out, never null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        titleID = try container.decode(String.self, forKey: .titleID)
        note = try container.optional(String.self, forKey: .note)
        position = try container.optional(Int.self, forKey: .position)
    }
}

/// The body of `PUT /v1/lists/{name}/items/{id}/position`: the title's new place.
public struct ListPositionDocument: Codable, Sendable, Equatable {
    /// The place, from 1.
    public let position: Int

    /// A request to move a title to `position`.
    public init(position: Int) {
        self.position = position
    }
}

/// The answer of `PUT /v1/lists/{name}/share`: the token, and the paths it is read at.
public struct ListShareDocument: Codable, Sendable, Equatable {
    /// The secret, shown only in this answer.
    public let token: String
    /// The path of Radarr's StevenLu list.
    public let radarr: String
    /// The path of the JSON Feed.
    public let jsonFeed: String
    /// The path of the RSS feed.
    public let rss: String

    /// The document of `share`.
    public init(_ share: ListShare) {
        token = share.token
        radarr = share.path(.radarr)
        jsonFeed = share.path(.jsonFeed)
        rss = share.path(.rss)
    }
}
