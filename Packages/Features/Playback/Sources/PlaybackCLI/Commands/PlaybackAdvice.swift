import PlaybackInterface

/// What to type next after an error of the Playback commands, in those commands. Every
/// executable that offers them names the command they sit under (`watchlist apps`,
/// `playback-dev apps`), and adds advice of its own before this; Auth advises on signing in.
public enum PlaybackAdvice {
    /// The advice for `error`, naming the commands as `apps` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs apps: String) -> String? {
        switch error {
        case PlaybackError.blankName, PlaybackError.nameTooLong:
            "Name it in quotes, in \(PlaybackError.longestName) characters or fewer: `\(apps) add \"Kodi\" --scope scrobble`."
        case PlaybackError.nameTaken:
            "Choose another name, or revoke that app first: `\(apps) revoke NAME`."
        case PlaybackError.noScopes, PlaybackError.unknownScope:
            "Give its scopes with --scope, such as `\(apps) add \"Kodi\" --scope read,scrobble`."
        case PlaybackError.unknownApp:
            "`\(apps) list` shows your apps' names."
        case PlaybackError.tooManyApps:
            "Revoke one you no longer use: `\(apps) list`, then `\(apps) revoke NAME`."
        default: nil
        }
    }
}
