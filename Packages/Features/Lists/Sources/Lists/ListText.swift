import Foundation
import ListsInterface

/// What a person types for a list's name and a title's id, checked and made canonical.
enum ListText {
    /// The name, trimmed. - Throws: ``ListsError/blankName``, ``ListsError/nameTooLong(characters:)``.
    static func name(_ text: String) throws(ListsError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .blankName }
        guard name.count <= ListsError.longestName else { throw .nameTooLong(characters: name.count) }
        return name
    }

    /// The title's id, trimmed: an IMDb id lower-cased (`TT0068646` and `imdb:tt0068646` are
    /// `tt0068646`), or a film catalog's own as `search` shows it (`offline:1`, `tmdb:603`, a
    /// bare `12`).
    /// - Throws: ``ListsError/notATitleID(_:)`` for anything else.
    static func titleID(_ text: String) throws(ListsError) -> String {
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let isDigit = { (character: Character) in character.isASCII && character.isNumber }
        let isLetterOrDigit = { (character: Character) in character.isASCII && (character.isLetter || character.isNumber) }
        // The catalog built from IMDb's datasets names its films by IMDb id (`imdb:tt0068646`):
        // a list keeps them by that id alone, as it keeps every IMDb id.
        let lowered = id.lowercased().hasPrefix("imdb:tt") ? String(id.lowercased().dropFirst(5)) : id.lowercased()
        if lowered.hasPrefix("tt"), (7...10).contains(lowered.count - 2), lowered.dropFirst(2).allSatisfy(isDigit) { return lowered }
        let parts = id.split(separator: ":", omittingEmptySubsequences: false)
        let catalogID = parts.count == 2 && !parts[0].isEmpty && parts[0].allSatisfy({ $0.isASCII && $0.isLowercase })
            && (1...20).contains(parts[1].count) && parts[1].allSatisfy(isLetterOrDigit)
        guard catalogID || ((1...12).contains(id.count) && id.allSatisfy(isDigit)) else { throw .notATitleID(String(text.prefix(40))) }
        return id
    }

    /// A public page's path, trimmed and lower-cased: 3 to 30 letters `a` to `z`, digits and
    /// `-`, neither first nor last a `-`. - Throws: ``ListsError/notAPagePath(_:)``.
    static func path(_ text: String) throws(ListsError) -> String {
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let allowed = { (character: Character) in character.isASCII && (character.isLowercase || character.isNumber || character == "-") }
        guard PublicPage.pathLength.contains(path.count), path.allSatisfy(allowed), path.first != "-", path.last != "-" else {
            throw .notAPagePath(String(text.prefix(40)))
        }
        return path
    }
}
