import AuthInterface

/// Why a Playback operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands or options to use next.
public enum PlaybackError: Error, Equatable, CustomStringConvertible {
    /// The app's name was empty or blank.
    case blankName
    /// The app's name was longer than ``PlaybackError/longestName`` characters.
    case nameTooLong(characters: Int)
    /// The profile has an app of that name already.
    case nameTaken(String)
    /// No scope was given.
    case noScopes
    /// A scope that an app may not have, as it was typed.
    case unknownScope(String)
    /// The profile has no app of that name.
    case unknownApp(String)
    /// The profile has ``PlaybackError/mostApps`` apps already.
    case tooManyApps

    /// The most characters an app's name may have.
    public static let longestName = 100
    /// The most apps a profile may have.
    public static let mostApps = 50
    /// The scopes an app may have, in the order they are listed.
    public static let grantableScopes: [TokenScope] = [.read, .write, .scrobble]

    public var description: String {
        switch self {
        case .blankName:
            "the app's name is empty; give it a name, such as the player's"
        case .nameTooLong(let characters):
            "the app's name has \(characters) characters; \(Self.longestName) at most"
        case .nameTaken(let name):
            "there is an app named \"\(name)\" already"
        case .noScopes:
            "an app needs at least one scope: \(Self.scopeList)"
        case .unknownScope(let scope):
            "\"\(scope)\" is not a scope an app may have: \(Self.scopeList)"
        case .unknownApp(let name):
            "there is no app named \"\(name)\""
        case .tooManyApps:
            "the profile has \(Self.mostApps) apps, the most it may have"
        }
    }

    static var scopeList: String { grantableScopes.map(\.rawValue).joined(separator: ", ") }
}
