/// One of a profile's named lists of films and series: kept in the order the person gives,
/// or, when it has rules, made of the profile's titles that meet them all.
public struct TitleList: Hashable, Sendable, Codable {
    /// Its name, unique among the profile's lists (letter case aside).
    public let name: String
    /// What the list is for, in the person's words; empty when none was given.
    public let description: String
    /// How many titles are on it.
    public let count: Int
    /// Its rules, as ``ListRule`` writes them (`genre=Drama`, `year>=1990`); empty for a list
    /// kept by hand.
    public let rules: [String]

    /// Creates one.
    public init(name: String, description: String, count: Int, rules: [String] = []) {
        self.name = name
        self.description = description
        self.count = count
        self.rules = rules
    }

    /// Whether its titles come from its rules rather than from the person's hand.
    public var isRuleBased: Bool { !rules.isEmpty }

    /// The same list, with `count` titles.
    public func counting(_ count: Int) -> TitleList {
        TitleList(name: name, description: description, count: count, rules: rules)
    }

    private enum CodingKeys: String, CodingKey { case name, description, count, rules }

    /// Reads a list; one written before lists had rules has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name), description: try container.decode(String.self, forKey: .description),
            count: try container.decode(Int.self, forKey: .count), rules: try container.decodeIfPresent([String].self, forKey: .rules) ?? []
        )
    }
}
