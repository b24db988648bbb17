import ListsInterface
import ListsPorts

/// ``TitleNaming`` and ``TitleMatching`` from a fixed set: the catalog of tests and the dev app.
public struct FixtureTitles: TitleNaming, TitleMatching {
    /// Three films and two series, with their real IMDb ids.
    public static let standard = FixtureTitles([
        ListedTitle(titleID: "tt0068646", kind: "film", title: "The Godfather", year: 1972),
        ListedTitle(titleID: "tt0111161", kind: "film", title: "The Shawshank Redemption", year: 1994),
        ListedTitle(titleID: "tt0133093", kind: "film", title: "The Matrix", year: 1999),
        ListedTitle(titleID: "tt0903747", kind: "series", title: "Breaking Bad", year: 2008),
        ListedTitle(titleID: "tt0475784", kind: "series", title: "Westworld", year: 2016),
    ])

    /// Names every IMDb id as a film titled after it (`Film tt0000001`), for lists of any length.
    public static let everyID = FixtureTitles(naming: { ListedTitle(titleID: $0, kind: "film", title: "Film \($0)", year: 2000) })

    private let name: @Sendable (String) -> ListedTitle?
    private let titles: [ListedTitle]

    /// A catalog of `titles`.
    public init(_ titles: [ListedTitle]) {
        let byID = Dictionary(titles.map { ($0.titleID, $0) }, uniquingKeysWith: { first, _ in first })
        name = { byID[$0] }
        self.titles = titles
    }

    private init(naming: @escaping @Sendable (String) -> ListedTitle?) {
        name = naming
        titles = []
    }

    public func title(_ titleID: String) -> ListedTitle? { name(titleID) }

    /// The fixed set's films of `title`, letter case aside, from `year` when given.
    public func films(titled title: String, year: Int?) -> [ListedTitle] {
        titles.filter { $0.kind == "film" && $0.title.lowercased() == title.lowercased() && (year == nil || $0.year == year) }
    }
}
