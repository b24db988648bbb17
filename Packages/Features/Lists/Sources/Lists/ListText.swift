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

    /// The IMDb id, trimmed and lower-cased (`TT0068646` is `tt0068646`).
    /// - Throws: ``ListsError/notATitleID(_:)`` unless it is `tt` and 7 to 10 digits.
    static func titleID(_ text: String) throws(ListsError) -> String {
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let digits = id.dropFirst(2)
        guard id.hasPrefix("tt"), (7...10).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .notATitleID(String(text.prefix(40)))
        }
        return id
    }
}
