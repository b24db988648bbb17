/// Why a hook's call failed. Each message says what happened; the executable adds which of
/// its commands to run next.
public enum HookError: Error, Equatable, CustomStringConvertible {
    /// The signed-in profile has no hook with this number.
    case noSuchHook(Int)
    /// The signed-in profile's inbox has no item with this number.
    case noSuchInboxItem(Int)
    /// No hook has this URL: it was never made, or it was revoked.
    case unknownHook
    /// The hook received more events than its limit allows; try after that many seconds.
    case tooManyEvents(retryAfter: Int)
    /// The event's body could not be read, for that reason.
    case unreadable(String)
    /// A media server's user name that is empty, too long, or holds control characters.
    case invalidMediaUser
    /// The choice for inbox item `number` is a film's where the item is an episode's
    /// (`episode` true), or an episode's where it is a film's.
    case choiceDoesNotFit(number: Int, episode: Bool)

    public var description: String {
        switch self {
        case .noSuchHook(let id): "you have no hook \(id)"
        case .noSuchInboxItem(let number): "your inbox has no item \(number)"
        case .unknownHook: "no hook has this address: it was revoked, or never made"
        case .tooManyEvents(let seconds): "this hook received too many events; try again in \(seconds) seconds"
        case .unreadable(let reason): "the event cannot be read: \(reason)"
        case .invalidMediaUser: "a media server user name has 1 to 100 characters, and no control characters"
        case .choiceDoesNotFit(let number, true): "inbox item \(number) is an episode's playback, so it is settled with a series and its episode, not a film"
        case .choiceDoesNotFit(let number, false): "inbox item \(number) is a film's playback, so it is settled with a film, not a season or an episode"
        }
    }
}
