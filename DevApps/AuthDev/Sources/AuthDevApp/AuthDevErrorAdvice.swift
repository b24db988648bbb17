import Auth
import CommandInjection
#if AuthDevAdapters
import Storage
#endif

/// What `auth-dev` tells a person to do after an error, in its own commands and options.
enum AuthDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        AuthAdvice.advice(for: error, invokedAs: "auth-dev") ?? storage(error)
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if AuthDevAdapters
        StorageError.fileAdvice(for: error, option: "--database")
        #else
        nil
        #endif
    }
}
