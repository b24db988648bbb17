import GRDB

/// Corrects a misspelt search word to a word that titles in the catalog contain.
///
/// The technique is edit distance over the catalog's own title vocabulary (`title_word`,
/// taken from the full-text index when the catalog is built). A word that no title word
/// starts with is compared with the vocabulary words that share its first letter and are at
/// most two letters longer or shorter; the closest one wins (Damerau–Levenshtein, optimal
/// string alignment: a swap of two neighbouring letters costs one), and among equals the one
/// in more titles. That reads a few thousand words from an index and needs no SQLite
/// extension; a trigram index would have doubled the catalog's size and still miss typos in
/// short words. A typo in the first letter is not corrected.
enum TypoCorrection {
    /// The most edits allowed for a word of `length` letters: one up to four, else two.
    static func allowedEdits(forLength length: Int) -> Int {
        length <= 4 ? 1 : 2
    }

    /// `words` with each word that no title word starts with replaced by its closest
    /// vocabulary word; words that nothing comes close to are left out. `nil` when nothing
    /// was corrected.
    static func corrected(_ words: [String], in db: Database) throws -> [String]? {
        var corrected: [String] = []
        var changed = false
        for word in words {
            if try startsAnyWord(word, in: db) {
                corrected.append(word)
            } else {
                changed = true
                if let closest = try closestWord(to: word, in: db) { corrected.append(closest) }
            }
        }
        return changed && !corrected.isEmpty ? corrected : nil
    }

    private static func startsAnyWord(_ word: String, in db: Database) throws -> Bool {
        guard let end = prefixEnd(word) else { return false }
        return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM title_word WHERE word >= ? AND word < ?)", arguments: [word, end]) ?? false
    }

    private static func closestWord(to word: String, in db: Database) throws -> String? {
        let letters = Array(word.unicodeScalars)
        guard let first = letters.first, let end = prefixEnd(String(first)) else { return nil }
        let allowed = allowedEdits(forLength: letters.count)
        let rows = try Row.fetchCursor(db, sql: """
            SELECT word, titles FROM title_word
            WHERE word >= ? AND word < ? AND length(word) BETWEEN ? AND ?
            """, arguments: [String(first), end, letters.count - allowed, letters.count + allowed])
        var best: (word: String, edits: Int, titles: Int64)?
        while let row = try rows.next() {
            let candidate: String = row[0]
            let titles: Int64 = row[1]
            let edits = distance(letters, Array(candidate.unicodeScalars), limit: allowed)
            guard edits <= allowed else { continue }
            if let current = best, (current.edits, -current.titles) <= (edits, -titles) { continue }
            best = (candidate, edits, titles)
        }
        return best?.word
    }

    /// The first string after every string that starts with `prefix`, for a range scan.
    private static func prefixEnd(_ prefix: String) -> String? {
        var scalars = Array(prefix.unicodeScalars)
        guard let last = scalars.popLast(), let next = Unicode.Scalar(last.value + 1) ?? Unicode.Scalar(0xE000) else { return nil }
        scalars.append(next)
        return String(String.UnicodeScalarView(scalars))
    }

    /// The optimal-string-alignment distance between `a` and `b`, or more than `limit` as
    /// soon as it must exceed it.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
