/// A title on a list, at its place, named as the catalog named it when it was put there.
public struct ListItem: Hashable, Sendable, Codable {
    /// Its place on the list, from 1.
    public let position: Int
    /// The title's id: its IMDb id (`tt0068646`), or, for a film of a catalog that knows no
    /// IMDb ids, that catalog's (`offline:1`).
    public let titleID: String
    /// What it is, in its catalog's word: `film`, `series`.
    public let kind: String
    /// Its title.
    public let title: String
    /// Its year, or the year it began; nil when the catalog does not say.
    public let year: Int?
    /// The person's note on it; empty when none.
    public let note: String

    /// Creates one.
    public init(position: Int, titleID: String, kind: String, title: String, year: Int?, note: String) {
        self.position = position
        self.titleID = titleID
        self.kind = kind
        self.title = title
        self.year = year
        self.note = note
    }

    /// An item of `title` at `position`.
    public init(position: Int, _ title: ListedTitle, note: String) {
        self.init(position: position, titleID: title.titleID, kind: title.kind, title: title.title, year: title.year, note: note)
    }

    /// The title it names.
    public var listed: ListedTitle { ListedTitle(titleID: titleID, kind: kind, title: title, year: year) }
}
