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
    /// single spaces between words. An ASCII title (most are) is done on its bytes; a search
    /// normalizes up to 200 candidate titles, and Foundation's folding cost 2 ms of that.
    static func normalize(_ text: String) -> String {
        if let ascii = text.utf8.withContiguousStorageIfAvailable(normalizeASCII) ?? normalizeASCII(Array(text.utf8)) {
            return ascii
        }
        return normalizeUnicode(text)
    }

    /// ``normalize(_:)`` of any text, with Foundation's folding.
    static func normalizeUnicode(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let cleaned = folded.unicodeScalars.compactMap { scalar -> Character? in
            if scalar == "'" || scalar == "\u{2019}" { return nil }
            return CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : " "
        }
        return String(cleaned).split(separator: " ").joined(separator: " ")
    }

    /// ``normalize(_:)`` of ASCII bytes; `nil` when a byte is not ASCII.
    private static func normalizeASCII(_ bytes: some Collection<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingSpace, !output.isEmpty { output.append(UInt8(ascii: " ")) }
                pendingSpace = false
                output.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingSpace, !output.isEmpty { output.append(UInt8(ascii: " ")) }
                pendingSpace = false
                output.append(byte + 32)
            case UInt8(ascii: "'"):
                continue
            case 0x80...:
                return nil
            default:
                pendingSpace = true
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

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
