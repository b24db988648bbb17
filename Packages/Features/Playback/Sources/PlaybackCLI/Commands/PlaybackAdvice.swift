import PlaybackInterface

/// What to type next after an error of the Playback commands, in those commands. Every
/// executable that offers them names the command they sit under (`watchlist playback`,
/// `playback-dev`), and adds advice of its own before this; Auth advises on signing in.
public enum PlaybackAdvice {
    /// The advice for `error`, naming the commands as `command` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs command: String) -> String? {
        switch error {
        case PlaybackError.blankText: "Give the text in quotes: `\(command) add \"first item\"`."
        case PlaybackError.textTooLong: "Say it in \(PlaybackError.longestText) characters or fewer."
        default: nil
        }
    }
}
