import APIContract
import ListsInterface

/// The answer of `GET /v1/lists-page` and `PUT /v1/lists-page`: the profile's public page.
public struct PublicPageDocument: Codable, Sendable, Equatable {
    /// Its path under `/people/`; null while the profile has no page.
    public let path: String?
    /// The lists shown on it; none while there is no page.
    public let lists: [TitleListDocument]

    /// The document of `page`, or of no page.
    public init(_ page: PublicPage?) {
        path = page?.path
        lists = page?.lists.map(TitleListDocument.init) ?? []
    }

    /// The page it describes, nil for none.
    public var page: PublicPage? { path.map { PublicPage(path: $0, lists: lists.map(\.list)) } }

    private enum CodingKeys: String, CodingKey {
        case path, lists
    }

    /// Writes the document; a missing page's path as null, as the API says, not left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(lists, forKey: .lists)
    }
}

/// The body of `PUT /v1/lists-page`: where the page opens.
public struct OpenPageDocument: Codable, Sendable, Equatable {
    /// The path, checked by the server.
    public let path: String

    /// A request to open the page at `path`.
    public init(path: String) {
        self.path = path
    }
}
