/// A profile's public page, which it opens at a path of its choosing: the lists it chose to
/// show there, to anyone, without an account. Nothing else of the profile is on it: not its
/// name, not its other lists, not its notes, not what it watched.
public struct PublicPage: Hashable, Sendable, Codable {
    /// Where the page is, under `/people/`: 3 to 30 lower-case letters, digits and `-`.
    public let path: String
    /// The lists shown on it, by name.
    public let lists: [TitleList]

    /// Creates one.
    public init(path: String, lists: [TitleList]) {
        self.path = path
        self.lists = lists
    }

    /// The server's path of the page.
    public var address: String { Self.address(path) }

    /// The server's path of the page at `path`.
    public static func address(_ path: String) -> String { "/people/\(path)" }

    /// The fewest and most characters a page's path may have.
    public static let pathLength = 3...30
}
