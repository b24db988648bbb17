import Foundation
import MoviesInterface
import MoviesPorts

/// The words of a search, as the catalog's full-text index sees them: lower case, accents
/// removed, apostrophes dropped (`pan's` is `pans`), and anything else that is not a letter
/// or a digit a break between words.
struct TitleQuery: Equatable, Sendable {
    /// The words, normalized.
    let words: [String]

    init(_ text: String) {
        words = MovieTitle.comparisonKey(text).split(separator: " ").map(String.init)
    }

    init(words: [String]) {
        self.words = words
    }

    /// The FTS5 query: every word as a quoted prefix, all required (`"godfather"* "part"*`).
    /// Words hold only letters and digits, so nothing in them is FTS5 syntax.
    var match: String {
        words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// The words joined by single spaces, as ``SearchableTitle`` ranks them.
    var normalized: String { words.joined(separator: " ") }
}
