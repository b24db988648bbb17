import AuthInterface
import CommandInjection
#if AuthDevLive
import Storage
#endif

/// What `auth-dev` tells a person to do after an error, in its own commands and options.
enum AuthDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case AuthError.invalidCredentials: "Check both and try again, or create a profile with `auth-dev signup NAME`."
        case AuthError.nameTaken: "Choose another name, or log in with `auth-dev login NAME`."
        case AuthError.noPasswordInput, AuthError.passwordInputEnded: "Pipe the password in with --password-stdin."
        case AuthError.notLoggedIn: "Log in with `auth-dev login NAME`, or create a profile with `auth-dev signup NAME`."
        default: storage(error)
        }
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if AuthDevLive
        switch error {
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "Use another file with --database PATH, or leave it out to work in memory."
        default: nil
        }
        #else
        nil
        #endif
    }
}
