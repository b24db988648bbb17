import AuthInterface

/// What to type next after an error of the Auth commands, in those commands: `signup`,
/// `login`, `--password-stdin`. Every executable that offers them names itself, and adds
/// advice of its own before this (an executable without `login` says something else).
public enum AuthAdvice {
    /// The advice for `error`, naming the commands as `executable` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        guard let error = error as? AuthError else { return nil }
        switch error {
        case .invalidCredentials: return "Check both and try again, or create a profile with `\(executable) signup NAME`."
        case .nameTaken: return "Choose another name, or log in with `\(executable) login NAME`."
        case .noPasswordInput, .passwordInputEnded: return "Pipe the password in with --password-stdin."
        case .notLoggedIn: return "Log in with `\(executable) login NAME`, or create a profile with `\(executable) signup NAME`."
        case .invitationNeeded, .invitationInvalid:
            return "Give the invitation link the server's owner sent as the server: `\(executable) signup 'https://HOST/signup?invitation=CODE' NAME`."
        case .codeNeeded, .codeInvalid:
            return "Give the code with --code CODE, or log in on a terminal to be asked for it."
        case .invalidName, .emptyPassword, .passwordTooShort, .passwordsDiffer, .signUpsClosed, .ownerOnly, .profileDisabled, .unknownProfile,
             .ownerStaysEnabled, .unknownInvitation, .invitationDaysOutOfRange, .newPasswordNeeded,
             .twoFactorAlreadyOn, .twoFactorNotBegun, .passwordsOff:
            return nil
        }
    }
}
