import PlaybackInterface

/// An app's name as it is kept: trimmed, not blank, at most ``PlaybackError/longestName``
/// characters.
enum AppNames {
    static func checked(_ name: String) throws(PlaybackError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .blankName }
        guard trimmed.count <= PlaybackError.longestName else { throw .nameTooLong(characters: trimmed.count) }
        return trimmed
    }
}
