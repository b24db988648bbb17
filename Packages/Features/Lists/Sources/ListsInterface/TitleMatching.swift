/// The catalogs' films by title and year: how `lists import` matches a row that names a film
/// without an id (Letterboxd's list export names films so). The app's catalog answers, also
/// when the lists are on a server: the ids it finds are checked there again.
public protocol TitleMatching: Sendable {
    /// The films titled `title` (letter case, accents and punctuation aside), from `year` when
    /// given, each named as a list names it; most popular first.
    func films(titled title: String, year: Int?) async throws -> [ListedTitle]
}
