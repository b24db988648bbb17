import Foundation

/// The one normalized form of a title: lower case, accents removed, apostrophes dropped, any
/// other character that is not a letter or a digit a break between words, single spaces. Search
/// compares query words with it, and a film named elsewhere (another service's export) is looked
/// up by it: "Leon: The Professional" is "Léon: The Professional", "Pans Labyrinth" is
/// "Pan's Labyrinth". Words must all be there, in order: nothing is guessed.
public enum MovieTitle {
    /// The form of `title` that equal titles share.
    ///
    /// An ASCII title (most are) is done on its bytes: a search normalizes up to 200 candidate
    /// titles, and a catalog build every title, and Foundation's folding cost 2 ms a search.
    public static func comparisonKey(_ title: String) -> String {
        if let ascii = title.utf8.withContiguousStorageIfAvailable(asciiKey) ?? asciiKey(Array(title.utf8)) {
            return ascii
        }
        return foldedKey(title)
    }

    /// Letters, marks and digits, made once: `CharacterSet.alphanumerics` makes a new set
    /// each time it is read, and reading it for each character was most of a search for
    /// "cafe" in the 12M-title catalog's accented titles (perf).
    private static let alphanumerics = CharacterSet.alphanumerics

    /// ``comparisonKey(_:)`` of any text, with Foundation's folding.
    static func foldedKey(_ title: String) -> String {
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var key = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            guard alphanumerics.contains(scalar) else {
                pendingSpace = true
                continue
            }
            if pendingSpace, !key.isEmpty { key.append(" ") }
            pendingSpace = false
            key.append(scalar)
        }
        return String(key)
    }

    /// ``comparisonKey(_:)`` of ASCII bytes; `nil` when a byte is not ASCII.
    private static func asciiKey(_ bytes: some Collection<UInt8>) -> String? {
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
}
