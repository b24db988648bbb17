import ArgumentParser

/// The Playback feature's commands, for an executable's root command to list: `apps`, with
/// `add`, `list` and `revoke` under it, and `progress`.
public enum PlaybackCommands {
    /// Every command, for `watchlist` and the dev app alike.
    public static let all: [any ParsableCommand.Type] = [AppsCommand.self, ProgressCommand.self]
}
