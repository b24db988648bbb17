import Foundation

/// A title prepared for matching: lower-cased, accents removed, punctuation dropped,
/// so "amelie" finds "Amélie" and "pans labyrinth" finds "Pan's Labyrinth".
struct SearchableTitle: Sendable {
    private let normalized: String
    private let withoutArticle: String
    private let words: [Substring]

    init(_ title: String) {
        let normalized = Self.normalize(title)
        let article = Self.articles.first { normalized.hasPrefix($0 + " ") }
        self.normalized = normalized
        withoutArticle = article.map { String(normalized.dropFirst($0.count + 1)) } ?? normalized
        words = normalized.split(separator: " ")
    }

    private static let articles = ["the", "a", "an"]

    /// Lower case, no diacritics, apostrophes removed, other punctuation as spaces,
    /// single spaces between words.
    static func normalize(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let cleaned = folded.unicodeScalars.compactMap { scalar -> Character? in
            if scalar == "'" || scalar == "\u{2019}" { return nil }
            return CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : " "
        }
        return String(cleaned).split(separator: " ").joined(separator: " ")
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
