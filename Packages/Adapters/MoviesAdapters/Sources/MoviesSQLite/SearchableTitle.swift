import Foundation
import MoviesInterface
import MoviesPorts

/// A title prepared for matching: lower-cased, accents removed, punctuation dropped,
/// so "amelie" finds "Amélie" and "pans labyrinth" finds "Pan's Labyrinth".
struct SearchableTitle: Sendable {
    private let normalized: String
    private let withoutArticle: String
    private let words: [Substring]

    init(_ title: String) {
        let normalized = MovieTitle.comparisonKey(title)
        let article = Self.articles.first { normalized.hasPrefix($0 + " ") }
        self.normalized = normalized
        withoutArticle = article.map { String(normalized.dropFirst($0.count + 1)) } ?? normalized
        words = normalized.split(separator: " ")
    }

    private static let articles = ["the", "a", "an"]

    /// How a normalized query matches a title.
    struct Match: Equatable {
        /// 0: the whole title (or the title without a leading article); 1: the start of the
        /// title; 2: every query word is a title word; 3: every query word starts a title word.
        let rank: Int
        /// The share of the title's words (without a leading article) that query words
        /// match, from 0 to 1.
        let coverage: Double
    }

    /// How well a normalized query matches; `nil` for no match.
    func match(_ query: String) -> Match? {
        guard let rank = rank(query) else { return nil }
        let queryWords = query.split(separator: " ")
        let titleWords = words.count - (withoutArticle.count < normalized.count ? 1 : 0)
        let matched = queryWords.count { word in words.contains { $0.hasPrefix(word) } }
        return Match(rank: rank, coverage: titleWords > 0 ? min(1, Double(matched) / Double(titleWords)) : 0)
    }

    /// How well a normalized query matches, lower is better; `nil` for no match.
    /// 0: the whole title (or the title without a leading article);
    /// 1: the start of the title; 2: every query word is a title word;
    /// 3: every query word starts a title word.
    func rank(_ query: String) -> Int? {
        guard !query.isEmpty else { return nil }
        if normalized == query || withoutArticle == query { return 0 }
        if normalized.hasPrefix(query) || withoutArticle.hasPrefix(query) { return 1 }
        let queryWords = query.split(separator: " ")
        if queryWords.allSatisfy(words.contains) { return 2 }
        if queryWords.allSatisfy({ word in words.contains { $0.hasPrefix(word) } }) { return 3 }
        return nil
    }
}
