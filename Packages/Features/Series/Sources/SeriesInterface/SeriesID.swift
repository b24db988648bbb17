/// A series' or an episode's id in a catalog: IMDb's (`imdb:tt0903747`). A series and each
/// of its episodes have ids of their own, as in IMDb's datasets.
public struct TitleID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// IMDb's id, `tt` and digits.
    public let imdb: String

    /// The id in `text`: `imdb:tt0903747`, `tt0903747` or an IMDb address ending in one; nil
    /// when `text` holds none.
    public init?(parsing text: some StringProtocol) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix("imdb:") { rest = rest.dropFirst(5) }
        if let range = rest.range(of: "/title/") { rest = rest[range.upperBound...].prefix { $0 != "/" && $0 != "?" } }
        guard rest.hasPrefix("tt"), rest.count >= 3, rest.count <= 12, rest.dropFirst(2).allSatisfy(\.isASCIIDigit) else { return nil }
        imdb = String(rest)
    }

    /// IMDb's id for the number `number`, written as IMDb writes it (`tt` and at least seven
    /// digits), as its datasets' numeric ids are read.
    public init(imdbNumber number: Int) {
        let digits = String(number)
        imdb = "tt" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// `imdb:` and IMDb's id.
    public var description: String { "imdb:" + imdb }

    public static func < (lhs: TitleID, rhs: TitleID) -> Bool {
        (lhs.imdb.count, lhs.imdb) < (rhs.imdb.count, rhs.imdb)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = TitleID(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(text) is not an IMDb id"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
