import Foundation

/// A movie's id: its catalog and the catalog's own id, written `offline:12`, `imdb:tt0068646` or `tmdb:603`.
public struct MovieID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The catalog the movie comes from.
    public let source: CatalogSource
    /// The catalog's own id for it.
    public let value: String

    /// Creates an id.
    public init(source: CatalogSource, value: String) {
        self.source = source
        self.value = value
    }

    /// Parses `offline:12`, `tmdb:603`, or a bare `12`, which belongs to `defaultSource`.
    /// Spaces around the id are ignored; the catalog's id is ASCII letters and digits.
    /// (It works on bytes: every stored entry's id is parsed when a list is read.)
    public init(parsing text: String, defaultSource: CatalogSource) throws(MovieIDError) {
        let scalars = text.unicodeScalars
        let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        let end = scalars[start...].lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:)) ?? start
        let parts = text[start..<end].utf8.split(separator: UInt8(ascii: ":"), maxSplits: 2, omittingEmptySubsequences: false)
        let source: CatalogSource?
        let value: Substring.UTF8View
        switch parts.count {
        case 1:
            (source, value) = (defaultSource, parts[0])
        case 2:
            (source, value) = (CatalogSource(rawValue: String(Substring(parts[0]))), parts[1])
        default:
            throw MovieIDError(text: text)
        }
        let isASCIILetterOrDigit = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        guard let source, !value.isEmpty, value.allSatisfy(isASCIILetterOrDigit) else {
            throw MovieIDError(text: text)
        }
        self.init(source: source, value: String(Substring(value)))
    }

    public var description: String { "\(source):\(value)" }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text, defaultSource: .offline)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Text that is not a movie id.
public struct MovieIDError: Error, Equatable, CustomStringConvertible {
    /// What was given.
    public let text: String

    public var description: String {
        "\"\(text)\" is not a film id. Ids look like offline:12, imdb:tt0068646 or tmdb:603 (a bare 12 means the current catalog); find them with the search command"
    }
}
