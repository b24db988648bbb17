/// Why a Playback operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands or options to use next.
public enum PlaybackError: Error, Equatable, CustomStringConvertible {
    /// The text was empty or blank.
    case blankText
    /// The text was longer than ``PlaybackError/longestText`` characters.
    case textTooLong(characters: Int)

    /// The most characters an item's text may have.
    public static let longestText = 500

    public var description: String {
        switch self {
        case .blankText:
            "the text is empty; give a few words"
        case .textTooLong(let characters):
            "the text has \(characters) characters; \(Self.longestText) at most"
        }
    }
}
