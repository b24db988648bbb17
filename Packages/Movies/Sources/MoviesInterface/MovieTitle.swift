import Foundation

/// How two titles are compared when a film named elsewhere (another service's export) is
/// looked up: equal when they differ only in case, accents, apostrophes, punctuation and
/// spacing, so "Leon: The Professional" is "Léon: The Professional" and "Pans Labyrinth" is
/// "Pan's Labyrinth". Words must all be there, in order: nothing is guessed.
public enum MovieTitle {
    /// The form of `title` that equal titles share.
    public static func comparisonKey(_ title: String) -> String {
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var key = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            guard CharacterSet.alphanumerics.contains(scalar) else {
                pendingSpace = true
                continue
            }
            if pendingSpace, !key.isEmpty { key.append(" ") }
            pendingSpace = false
            key.append(scalar)
        }
        return String(key)
    }
}
