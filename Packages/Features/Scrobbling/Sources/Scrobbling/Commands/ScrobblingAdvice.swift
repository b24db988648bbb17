import ScrobblingInterface

/// What to type next after an error of the `hooks` commands. Every executable that offers
/// them names itself.
public enum ScrobblingAdvice {
    /// The advice for `error`, naming the commands as `executable` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        switch error {
        case HookError.noSuchHook: "`\(executable) hooks list` shows your hooks and their numbers."
        case HookError.noSuchInboxItem: "`\(executable) hooks inbox` lists the plays waiting, with their numbers."
        case HookError.invalidMediaUser: "Give the user's name as the media server shows it: `\(executable) hooks add plex --user NAME`."
        case HookError.choiceDoesNotFit(let number, true):
            "Name the episode's id, or its series with the season and episode: `\(executable) hooks resolve \(number) \"SERIES\" --season S --episode E`."
        case HookError.choiceDoesNotFit(let number, false): "Name the film's id alone, as `search` prints it: `\(executable) hooks resolve \(number) ID`."
        case PlayHistoryError.refused: "Make an API key (Jellyfin, Emby) or find the X-Plex-Token (Plex), then give it to `\(executable) hooks backfill … --token-stdin`."
        case PlayHistoryError.unknownUser: "Give one of those names to `\(executable) hooks backfill … --user NAME`."
        case PlayHistoryError.unreachable: "Check the address given to `\(executable) hooks backfill … --url`, with its port (Jellyfin 8096, Plex 32400, Emby 8096)."
        default: nil
        }
    }
}
