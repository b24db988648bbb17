import AuthInterface
import CommandInjection

/// What `auth-dev` tells a person to do after an error, in its own commands and options.
enum AuthDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case AuthError.invalidCredentials: "Check both and try again, or create a profile with `auth-dev signup NAME`."
        case AuthError.nameTaken: "Choose another name, or log in with `auth-dev login NAME`."
        case AuthError.noPasswordInput, AuthError.passwordInputEnded: "Pipe the password in with --password-stdin."
        case AuthError.notLoggedIn: "Log in with `auth-dev login NAME`, or create a profile with `auth-dev signup NAME`."
        default: nil
        }
    }
}
