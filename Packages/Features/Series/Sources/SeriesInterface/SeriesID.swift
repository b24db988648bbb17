/// A series' or an episode's id in a catalog: IMDb's (`imdb:tt0903747`). A series and each
/// of its episodes have ids of their own, as in IMDb's datasets.
public struct TitleID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// IMDb's id, `tt` and digits.
    public let imdb: String

    /// The id in `text`: `imdb:tt0903747`, `tt0903747` or an IMDb address ending in one; nil
    /// when `text` holds none.
    ///
    /// Storage reads every viewing's ids through this, so it looks at the text without
    /// Foundation's searches (which took a third of `next` with 20,000 viewings, measured with perf).
    public init?(parsing text: some StringProtocol) {
        // Read where the bytes lie: through the generic text, each byte was a call.
        let plain: String?? = text.utf8.withContiguousStorageIfAvailable(Self.plain)
        if let plain = plain ?? Self.plain(Substring(text).utf8) {
            imdb = plain
            return
        }
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        var rest = Substring(text).drop(while: isSpace)
        while let last = rest.last, isSpace(last) { rest = rest.dropLast() }
        if rest.hasPrefix("imdb:") { rest = rest.dropFirst(5) }
        if rest.utf8.contains(UInt8(ascii: "/")), let range = rest.range(of: "/title/") {
            rest = rest[range.upperBound...].prefix { $0 != "/" && $0 != "?" }
        }
        let digits = rest.utf8.dropFirst(2)
        guard rest.hasPrefix("tt"), (1...10).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        imdb = String(rest)
    }

    /// The id in `bytes` when they are exactly `tt` and digits, or `imdb:` before them, as
    /// storage keeps ids; nil for anything else, which the general reading handles.
    private static func plain<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? where Bytes.SubSequence: Collection<UInt8> {
        let prefix = bytes.starts(with: "imdb:".utf8) ? bytes.dropFirst(5) : bytes[...]
        guard prefix.starts(with: "tt".utf8) else { return nil }
        let digits = prefix.dropFirst(2)
        guard (1...10).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// IMDb's id for the number `number`, written as IMDb writes it (`tt` and at least seven
    /// digits), as its datasets' numeric ids are read.
    public init(imdbNumber number: Int) {
        let digits = String(number)
        imdb = "tt" + String(repeating: "0", count: max(0, 7 - digits.utf8.count)) + digits
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
