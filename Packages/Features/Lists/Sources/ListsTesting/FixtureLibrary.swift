import Foundation
import ListsInterface
import ListsPorts

/// ``TitleLibrary`` from a fixed set, the same for every profile: the library of tests and
/// the dev app.
public struct FixtureLibrary: TitleLibrary {
    /// ``FixtureTitles/standard``'s three films with their genres and running times: The
    /// Godfather watched and rated 10, The Shawshank Redemption watched and rated 9, The Matrix
    /// not yet watched.
    public static let standard = FixtureLibrary([
        LibraryTitle(title: film("tt0068646", "The Godfather", 1972), genres: ["Crime", "Drama"], runtimeMinutes: 175, watched: true, rating: 10),
        LibraryTitle(title: film("tt0111161", "The Shawshank Redemption", 1994), genres: ["Drama"], runtimeMinutes: 142, watched: true, rating: 9),
        LibraryTitle(title: film("tt0133093", "The Matrix", 1999), genres: ["Action", "Sci-Fi"], runtimeMinutes: 136, watched: false, rating: nil),
    ])

    private let kept: [LibraryTitle]

    /// A library of `titles`.
    public init(_ titles: [LibraryTitle] = []) {
        kept = titles
    }

    public func titles(of profile: UUID) -> [LibraryTitle] { kept }

    private static func film(_ id: String, _ title: String, _ year: Int) -> ListedTitle {
        ListedTitle(titleID: id, kind: "film", title: title, year: year)
    }
}
