/// Why an account operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands to run next.
public enum AuthError: Error, Equatable, CustomStringConvertible {
    /// Wrong password or no such profile: the same error, so it reveals nothing.
    case invalidCredentials
    /// Sign-up chose a name that is taken.
    case nameTaken(String)
    /// The name breaks ``ProfileName``'s rules.
    case invalidName(String)
    /// Sign-up gave an empty password.
    case emptyPassword
    /// Sign-up gave a password shorter than ``minimumPasswordLength``.
    case passwordTooShort(minimum: Int)
    /// The two passwords typed at sign-up differ.
    case passwordsDiffer
    /// A password was needed but there is no terminal to ask on and `--password-stdin` was not given.
    case noPasswordInput
    /// Input ended before a password was given.
    case passwordInputEnded
    /// No one is logged in, and the operation needs a profile.
    case notLoggedIn
    /// The server makes profiles only by its administration (`--signups closed`).
    case signUpsClosed
    /// Sign-ups are by invitation, and none was given.
    case invitationNeeded
    /// The invitation given is unknown, used, revoked or expired.
    case invitationInvalid
    /// Only the server's owner may do this.
    case ownerOnly
    /// The owner disabled this profile.
    case profileDisabled
    /// No profile has this name.
    case unknownProfile(String)
    /// The owner cannot be disabled.
    case ownerStaysEnabled
    /// No invitation not yet used has this number.
    case unknownInvitation(Int)
    /// An invitation lives 1 to ``longestInvitationDays`` days.
    case invitationDaysOutOfRange(Int)
    /// The owner reset the password: the profile logs in with the one it was given and
    /// chooses a new one.
    case newPasswordNeeded
    /// The profile has two-factor log-in on, and no code was given.
    case codeNeeded
    /// The code is not the authenticator app's now, was used already, or is no recovery code.
    case codeInvalid
    /// Two-factor log-in is on already: turn it off before giving the app a new secret.
    case twoFactorAlreadyOn
    /// A code was confirmed with no secret begun.
    case twoFactorNotBegun
    /// The server signs in through its identity provider only.
    case passwordsOff

    /// The shortest password sign-up accepts.
    public static let minimumPasswordLength = 8
    /// The longest an invitation lives, in days.
    public static let longestInvitationDays = 30

    public var description: String {
        switch self {
        case .invalidCredentials:
            return "wrong profile name or password"
        case .nameTaken(let name):
            return "the profile name \"\(name)\" is taken"
        case .invalidName(let name):
            return "\"\(name)\" cannot be a profile name: use 1 to \(ProfileName.maximumLength) letters, digits, '-', '_' or '.'"
        case .emptyPassword:
            return "the password is empty; choose one of at least \(Self.minimumPasswordLength) characters"
        case .passwordTooShort(let minimum):
            return "the password is too short; use at least \(minimum) characters"
        case .passwordsDiffer:
            return "the two passwords differ; try again"
        case .noPasswordInput:
            return "there is no terminal to ask for the password on"
        case .passwordInputEnded:
            return "input ended before a password was given"
        case .notLoggedIn:
            return "no one is logged in"
        case .signUpsClosed:
            return "this server does not let visitors sign up; ask whoever runs it for a profile"
        case .invitationNeeded:
            return "this server's profiles are by invitation; ask its owner for an invitation link"
        case .invitationInvalid:
            return "this invitation does not work: it was used, revoked or has expired; ask the server's owner for a new one"
        case .ownerOnly:
            return "only the server's owner may do this"
        case .profileDisabled:
            return "this profile is disabled; ask the server's owner to enable it again"
        case .unknownProfile(let name):
            return "there is no profile named \(name)"
        case .ownerStaysEnabled:
            return "the server's owner cannot be disabled"
        case .unknownInvitation(let id):
            return "there is no invitation \(id) that is still unused"
        case .invitationDaysOutOfRange(let days):
            return "\(days) days is not how long an invitation may live; 1 to \(Self.longestInvitationDays)"
        case .newPasswordNeeded:
            return "the server's owner reset this profile's password: log in with the one you were given and choose a new one"
        case .codeNeeded:
            return "this profile logs in with a code too: give the six digits your authenticator app shows, or one of your recovery codes"
        case .codeInvalid:
            return "wrong or used code: give the six digits your authenticator app shows now, or a recovery code not used before"
        case .twoFactorAlreadyOn:
            return "two-factor log-in is on already; turn it off first to give your app a new secret"
        case .twoFactorNotBegun:
            return "no two-factor secret was begun; begin again, then confirm it with your app's code"
        case .passwordsOff:
            return "this server signs in through its identity provider, not with passwords: log in on its web page"
        }
    }
}
